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

  it('is empty for a folder nothing was written to', async () => {
    expect(await readOutbox(path.join(os.tmpdir(), 'kabar-outbox-none'))).toEqual([]);
  });
});
