import zlib from 'node:zlib';
import type { PageTemplate, SlotValues } from '@kabar/themes';

/**
 * A rendered page as ready-made gzip pieces. DEFLATE streams may be cut into independently
 * compressed pieces that each end on a byte boundary (a sync flush); joined, they decode as one
 * stream. So the static parts of a page are compressed once per version, and a request only adds
 * its few slot values and the checksum: compression stops costing per request (RFC 1951, 1952).
 */
export interface GzipTemplate {
  parts: Buffer[];
  rawParts: Buffer[];
  slots: PageTemplate['slots'];
  /**
   * Long slot values deflated before, by their text. The wishes slot is the same for every guest
   * until the guest book changes (its page is cached per version too), and deflating its few KB
   * cost more than the rest of a request; the template, and so this, is dropped with its version.
   */
  deflated: Map<string, Buffer>;
}

const SYNC = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** An empty final block with fixed codes: what zlib writes to finish after a sync flush. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

export function compileGzipTemplate(template: PageTemplate): GzipTemplate {
  const rawParts = template.parts.map((part) => Buffer.from(part));
  return {
    rawParts,
    parts: rawParts.map((part) => zlib.deflateRawSync(part, { ...SYNC, level: 9 })),
    slots: template.slots,
    deflated: new Map(),
  };
}

/** Long values kept deflated per template: a few wishes pages and their notices. */
const DEFLATED_KEPT = 16;
const LONG_VALUE = 512;

/** A long value's deflated piece, from the template's memo when the same text was sent before. */
function deflateLong(template: GzipTemplate, text: string, raw: Buffer): Buffer {
  const known = template.deflated.get(text);
  if (known) return known;
  const piece = zlib.deflateRawSync(raw, { ...SYNC, level: 6 });
  if (template.deflated.size >= DEFLATED_KEPT) {
    template.deflated.delete(template.deflated.keys().next().value!);
  }
  template.deflated.set(text, piece);
  return piece;
}

/** Short values go in as stored (uncompressed) blocks; longer ones are deflated on their own. */
function storedPiece(raw: Buffer): Buffer {
  if (raw.length === 0) return Buffer.alloc(0);
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(raw.length, 1);
  header.writeUInt16LE(~raw.length & 0xffff, 3);
  return Buffer.concat([header, raw]);
}

/**
 * The page uncompressed, from the same pieces: the static parts are bytes already, so a request
 * encodes only its slot values instead of the whole page's text again.
 */
export function plainPage(template: GzipTemplate, values: SlotValues): Buffer {
  const pieces: Buffer[] = [template.rawParts[0]!];
  for (let i = 0; i < template.slots.length; i++) {
    pieces.push(Buffer.from(values[template.slots[i]!] ?? ''), template.rawParts[i + 1]!);
  }
  return Buffer.concat(pieces);
}

export function gzipPage(template: GzipTemplate, values: SlotValues): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  const add = (raw: Buffer, deflated: Buffer) => {
    crc = zlib.crc32(raw, crc);
    size += raw.length;
    pieces.push(deflated);
  };
  add(template.rawParts[0]!, template.parts[0]!);
  for (let i = 0; i < template.slots.length; i++) {
    const text = values[template.slots[i]!] ?? '';
    const raw = Buffer.from(text);
    add(raw, raw.length > LONG_VALUE ? deflateLong(template, text, raw) : storedPiece(raw));
    add(template.rawParts[i + 1]!, template.parts[i + 1]!);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}
