import type { PageBytes } from './page-bytes';

/** A number per template and per page of wishes, for keys: both are made anew when they change. */
const ids = new WeakMap<object, number>();
let nextId = 1;

function idOf(thing: object): number {
  let id = ids.get(thing);
  if (id === undefined) {
    id = nextId++;
    ids.set(thing, id);
  }
  return id;
}

/**
 * Which finished page a request gets: its template (one per invitation version, language and
 * personal combination), the page of wishes it shows, the encoding, and what the request itself
 * brings (`pageRequestKey`: the guest's name, the countdown's second, a notice...).
 */
export function pageResponseKey(
  template: PageBytes,
  wishes: object | null,
  encoding: 'gzip' | 'identity',
  requestKey: string,
): string {
  return `${idOf(template)}.${wishes ? idOf(wishes) : 0}.${encoding}.${requestKey}`;
}

/**
 * Finished invitation pages, least recently used out first, within a byte budget. A page is the
 * same for every guest who opens it with the same name in the same second, so under load nearly
 * every request is answered from here: filling the slots and joining 40 KB cost more than the
 * rest of a request together (issue 32). A missed page is made as before and kept.
 */
export class PageResponseCache {
  private readonly pages = new Map<string, Buffer>();
  private bytes = 0;
  /**
   * The page asked for last. Under load one page is asked for again and again: it is answered
   * without moving it to the map's end each time, whose deletes made the map rebuild itself.
   */
  private recent: { key: string; body: Buffer } | null = null;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    if (this.recent?.key === key) return this.recent.body;
    const body = this.pages.get(key);
    if (body) {
      this.pages.delete(key);
      this.pages.set(key, body);
      this.recent = { key, body };
    }
    return body;
  }

  set(key: string, body: Buffer): void {
    this.recent = { key, body };
    const known = this.pages.get(key);
    if (known) this.bytes -= known.length + key.length;
    this.pages.delete(key);
    this.pages.set(key, body);
    this.bytes += body.length + key.length;
    while (this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.pages.entries().next().value!;
      this.pages.delete(oldestKey);
      this.bytes -= oldest.length + oldestKey.length;
      if (this.recent?.key === oldestKey) this.recent = null;
    }
  }

  get size(): number {
    return this.pages.size;
  }
}
