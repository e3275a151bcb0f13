import { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';

/**
 * A stored file as a stream that opens it only when first read: a zip of many photos (yazl pulls
 * one entry at a time) then holds one open file at a time, never the album. A missing file reads
 * as empty.
 */
export function lazyFileStream(storage: FileStorage, key: string): Readable {
  return Readable.from(
    (async function* () {
      const file = await storage.open(key);
      if (file) yield* file.body;
    })(),
  );
}
