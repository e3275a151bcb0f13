import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseStartError, openDatabase } from './client';

describe('openDatabase', () => {
  it('fails with one clear line for an unreachable PostgreSQL', async () => {
    const attempt = openDatabase({
      databaseUrl: 'postgres://kabar:secret@127.0.0.1:1/none',
      dataDir: '/tmp',
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseStartError);
    await expect(attempt).rejects.toThrow(
      /Tidak dapat terhubung ke PostgreSQL \(postgres:\/\/\*\*\*@127\.0\.0\.1:1\/none\)/,
    );
  });

  it('fails with one clear line for an unwritable data folder', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-')), 'not-a-dir');
    fs.writeFileSync(file, '');
    await expect(
      openDatabase({ databaseUrl: undefined, dataDir: path.join(file, 'data') }),
    ).rejects.toThrow(/Folder data .* tidak dapat ditulis/);
  });
});
