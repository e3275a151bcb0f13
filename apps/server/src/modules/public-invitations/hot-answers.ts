import type { CachedPage, InvitationPageCache } from './page-cache';

/** An invitation page as it went out: its headers, its bytes and the page entry it came from. */
export interface HotAnswer {
  entry: CachedPage;
  /** The entry's `checkedAt` when the answer was made: a later check may have found news. */
  checkedAt: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
}

/**
 * What a plain page answer is made from in the request itself: the encoding, the host, the
 * browser's languages and the path with its query (name, language, wishes page, map, notices).
 */
export interface HotRequest {
  gzip: boolean;
  host: string;
  languages: string;
  url: string;
}

/**
 * The request's part in its answer, or null for what a repeat must not skip: a personal link (its
 * visit is recorded, its answer is private) and an answer link (`?jawaban=` is read from the
 * database).
 */
export function hotRequest(
  headers: Record<string, string | string[] | undefined>,
  url: string,
  query: Record<string, unknown>,
  gzip: boolean,
): HotRequest | null {
  if (query.g !== undefined || query.jawaban !== undefined) return null;
  return {
    gzip,
    host: String(headers.host ?? ''),
    languages: String(headers['accept-language'] ?? ''),
    url,
  };
}

const sameRequest = (a: HotRequest, b: HotRequest) =>
  a.url === b.url && a.host === b.host && a.languages === b.languages && a.gzip === b.gzip;

const keyOf = (request: HotRequest) =>
  `${request.gzip ? 'gzip' : 'identity'}\n${request.host}\n${request.languages}\n${request.url}`;

/**
 * The page answers made in the current second, by the request as it came (`hotRequest`). When a
 * link is shared in a busy group, one page is opened again and again within a second, and all an
 * answer depends on is in the request, or turns with the second (the countdown, an RSVP
 * closing), or lives in its page entry (the version and the guest book: the page cache says
 * whether an answer made from an entry still serves, `InvitationPageCache.serves`). So
 * a repeat is answered without working out its name, language, notices and keys again: that work
 * was a third of what a page cost beyond the cheapest route (issue 32). The first request of a
 * second builds the answer as before, and a new second starts empty. The request asked for last
 * is compared field by field before the map is asked: a joined key is a new string to hash on
 * every request, which gave back a third of what was saved.
 */
export class HotAnswers {
  private second = Number.NaN;
  private readonly answers = new Map<string, HotAnswer>();
  private recent: { request: HotRequest; answer: HotAnswer } | null = null;

  constructor(
    private readonly pages: Pick<InvitationPageCache, 'serves'>,
    private readonly maxAnswers = 1000,
  ) {}

  get(request: HotRequest, nowMs: number): HotAnswer | undefined {
    if (Math.floor(nowMs / 1000) !== this.second) return undefined;
    const recent =
      this.recent && sameRequest(this.recent.request, request) ? this.recent.answer : undefined;
    const answer = recent ?? this.answers.get(keyOf(request));
    if (!answer || !this.pages.serves(answer.entry, answer.checkedAt)) return undefined;
    if (!recent) this.recent = { request, answer };
    return answer;
  }

  set(request: HotRequest, nowMs: number, answer: HotAnswer): void {
    const second = Math.floor(nowMs / 1000);
    if (second !== this.second) {
      this.answers.clear();
      this.second = second;
    }
    this.recent = { request, answer };
    if (this.answers.size < this.maxAnswers) this.answers.set(keyOf(request), answer);
  }
}
