import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOutbox, writeToOutbox } from './outbox-folder';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('outbox folder', () => {
  it('lists messages newest first, also those sent within one millisecond', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-outbox-'));
    dirs.push(dir);
    for (let n = 0; n < 40; n++) await writeToOutbox(dir, { n });
    const listed = await readOutbox<{ n: number }>(dir);
    expect(listed.map((entry) => entry.n)).toEqual(Array.from({ length: 40 }, (_, i) => 39 - i));
    expect(new Set(listed.map((entry) => entry.id)).size).toBe(40);
  });

  it('never shows a reader a message half written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-outbox-'));
    dirs.push(dir);
    // Over Node's 512 KiB chunk, so an unrenamed file would be seen between its writes.
    const text = 'x'.repeat(2 * 1024 * 1024);
    let writing = true;
    const writes = Promise.all(
      Array.from({ length: 20 }, (_, n) => writeToOutbox(dir, { n, text })),
    ).finally(() => (writing = false));
    let reads = 0;
    while (writing) {
      const listed = await readOutbox<{ text: string }>(dir);
      for (const entry of listed) expect(entry.text).toBe(text);
      reads += 1;
    }
    await writes;
    expect(reads).toBeGreaterThan(0);
    expect(fs.readdirSync(dir).filter((file) => !file.endsWith('.json'))).toEqual([]);
  });

  it('is empty for a folder nothing was written to', async () => {
    expect(await readOutbox(path.join(os.tmpdir(), 'kabar-outbox-none'))).toEqual([]);
  });
});
