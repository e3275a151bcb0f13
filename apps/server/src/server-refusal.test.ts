import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

describe('server.ts in production mode without its settings', () => {
  it('refuses to start, one line per problem, before touching any database', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        TRUST_PROXY: 'true',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(started.status).toBe(1);
    const lines = started.stderr.trim().split('\n');
    expect(lines[0]).toBe('kabar: Konfigurasi tidak valid:');
    expect(lines.slice(1).map((line) => line.replace(/^ {2}- /, '').split(/[ :=]/)[0])).toEqual([
      'JWT_SECRET',
      'PUBLIC_URL',
      'Pembayaran',
      'Pengirim',
      'Email',
      'TRUST_PROXY',
    ]);
    expect(started.stderr).not.toMatch(/PostgreSQL|at .*\.ts:\d+/);
  });
});
