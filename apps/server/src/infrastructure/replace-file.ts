import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Puts a file in place whole: `write` fills a file beside `target`, which is then renamed over
 * it, so a reader (a page served from disk, the outbox listing) never finds one half written.
 */
export async function replaceFile(
  target: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await write(temporary);
  await fs.rename(temporary, target);
}
