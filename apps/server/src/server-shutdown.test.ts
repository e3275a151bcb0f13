import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from './db/client';
import { rsvps } from './modules/rsvps/rsvps.schema';
import { prepareDatabase } from './db/prepare-database';
import { createTestInvitation } from './test/test-invitations';
import { createTestUser } from './test/test-users';
import { testConfig } from './test/test-app';
import { createEmptyPostgresDatabase } from './test/test-database';
import { startServerProcess, type ServerProcess } from './test/server-process';

/** A raw request whose body arrives in two parts, so it is in flight while we signal the server. */
function splitRequest(port: number, slug: string, name: string) {
  const body = JSON.stringify({ name, attendance: 'hadir', guests: 2 });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  const done = new Promise<{ status: number; headers: string }>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase() });
    });
  });
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /${slug}/rsvp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Accept: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: () => socket.write(body.slice(half)),
    done,
  };
}

const postRsvp = (server: ServerProcess, slug: string, name: string) =>
  fetch(`${server.url}/${slug}/rsvp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name, attendance: 'hadir', guests: 1 }),
  });

describe('graceful shutdown of a real server process', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  // A process of its own: starting it takes a few seconds more than an in-process app.
  it(
    'finishes the RSVP in flight, serves new ones on closing connections while draining, exits in time',
    { timeout: 60_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-shutdown-'));
      const postgres =
        process.env.TEST_DB_KIND === 'postgres' ? await createEmptyPostgresDatabase() : null;
      if (postgres) cleanups.push(postgres.drop);
      const open = () => (postgres ? openPostgres(postgres.url) : openPglite(dataDir));
      // The couple's invitation is there before the server starts (PGlite has one process at a time).
      const setup = await open();
      await prepareDatabase(setup, testConfig({ SEED_DEMO_DATA: 'false' }));
      const couple = await createTestUser(setup.db, { plan: 'vip' });
      const { slug } = await createTestInvitation(setup.db, couple.id, { slug: 'tamu-berhenti' });
      await setup.close();
      if (!slug) throw new Error('the test invitation has no slug');

      const server = await startServerProcess({
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        SEED_DEMO_DATA: 'false',
        SHUTDOWN_DELAY_MS: '1000',
        SHUTDOWN_TIMEOUT_MS: '6000',
      });
      cleanups.push(async () => void server.child.kill('SIGKILL'));

      const before = await postRsvp(server, slug, 'Tamu Sebelum');
      expect(before.status).toBe(200);
      const inFlight = splitRequest(server.port, slug, 'Tamu Di Tengah');
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect((await ready.json()).data.status).toBe('draining');
      // A balancer resends no POST it has sent: one arriving while draining is served, and its
      // connection ends with the answer so the balancer does not reuse it.
      const late = await postRsvp(server, slug, 'Tamu Terlambat');
      expect(late.status).toBe(200);
      expect(late.headers.get('connection')).toBe('close');

      inFlight.finish();
      const finished = await inFlight.done;
      expect(finished.status).toBe(200);

      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(6000);
      await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();

      const database: Database = await open();
      try {
        const stored = await database.db
          .select({ name: rsvps.name })
          .from(rsvps)
          .where(inArray(rsvps.name, ['Tamu Sebelum', 'Tamu Di Tengah', 'Tamu Terlambat']));
        expect(stored.map((row) => row.name).sort()).toEqual([
          'Tamu Di Tengah',
          'Tamu Sebelum',
          'Tamu Terlambat',
        ]);
      } finally {
        await database.close();
      }
    },
  );
});
