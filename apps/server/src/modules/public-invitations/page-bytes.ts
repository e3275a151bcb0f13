import zlib from 'node:zlib';
import type { PageTemplate, SlotValues } from '@kabar/themes';

/**
 * A rendered page's static parts as bytes, so a request encodes only its slot values instead of
 * the whole page's text again.
 */
export interface PageBytes {
  parts: Buffer[];
  slots: PageTemplate['slots'];
}

export function compilePageBytes(template: PageTemplate): PageBytes {
  return {
    parts: template.parts.map((part) => Buffer.from(part)),
    slots: template.slots,
  };
}

export function plainPage(template: PageBytes, values: SlotValues): Buffer {
  const pieces: Buffer[] = [template.parts[0]!];
  for (let i = 0; i < template.slots.length; i++) {
    pieces.push(Buffer.from(values[template.slots[i]!] ?? ''), template.parts[i + 1]!);
  }
  return Buffer.concat(pieces);
}

/**
 * The page compressed as one stream. Finished pages are kept (response-cache.ts), so this runs
 * about once a second per page being read, and one stream is about a third smaller than pieces
 * compressed apart around the slots, which is what a page made per request had to be (decision
 * 048).
 */
export function gzipPage(template: PageBytes, values: SlotValues): Buffer {
  return zlib.gzipSync(plainPage(template, values));
}
