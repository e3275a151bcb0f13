import fs from 'node:fs';
import http from 'node:http';
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
import { startServerProcess } from './test/server-process';
import { REQUEST_LINES_SWITCHED } from './observability/request-log';

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

/** Requests one after another on one kept-alive connection, as a load balancer holds them. */
function keptAliveClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, pathname: string, payload?: object) =>
    new Promise<{ status: number; connection?: string; reused: boolean; body: string }>(
      (resolve, reject) => {
        const body = payload ? JSON.stringify(payload) : undefined;
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path: pathname,
            agent,
            headers: {
              accept: 'application/json',
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                connection: res.headers.connection,
                reused: req.reusedSocket,
                body: text,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      },
    );
  return { send, close: () => agent.destroy() };
}

/** Whether a new connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

describe('graceful shutdown of a real server process', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  // A process of its own: starting it takes a few seconds more than an in-process app (up to 90 s
  // on a loaded machine, server-process.ts).
  it(
    'drains as decision 037 says: serves, then refuses new connections and ends kept-alive ones after their answer, never closing one idle',
    { timeout: 240_000 },
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
        SHUTDOWN_DELAY_MS: '1500',
        SHUTDOWN_TIMEOUT_MS: '10000',
        LOG_LEVEL: 'info',
      });
      cleanups.push(async () => void server.child.kill('SIGKILL'));
      const balancer = keptAliveClient(server.port);
      cleanups.push(async () => balancer.close());
      const rsvp = (name: string) =>
        balancer.send('POST', `/${slug}/rsvp`, { name, attendance: 'hadir', guests: 1 });

      expect((await rsvp('Tamu Sebelum')).status).toBe(200);

      // SIGUSR2 switches the lines of requests that went well off, and on again (decision 055).
      // Lines are written in order: once a switch's own line is out, so is every line before it.
      const logged = (text: string) => server.output().includes(text);
      const switchedLines = () => server.output().split(REQUEST_LINES_SWITCHED).length - 1;
      const until = async (seen: () => boolean, what: string) => {
        const deadline = Date.now() + 10_000;
        while (!seen()) {
          if (Date.now() > deadline) throw new Error(`${what} did not show in the log`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const switchLines = async () => {
        const before = switchedLines();
        server.child.kill('SIGUSR2');
        await until(() => switchedLines() > before, 'the switch');
      };
      const probe = async (id: string) => {
        const answer = await fetch(`${server.url}/api/health/live`, {
          headers: { 'x-request-id': id },
        });
        expect(answer.status).toBe(200);
      };
      await probe('probe-lines-on');
      await until(() => logged('"reqId":"probe-lines-on"'), 'the first probe');
      await switchLines();
      await probe('probe-lines-off');
      await switchLines();
      expect(logged('"reqId":"probe-lines-off"')).toBe(false);
      await probe('probe-lines-on-again');
      await until(() => logged('"reqId":"probe-lines-on-again"'), 'the last probe');
      const inFlight = splitRequest(server.port, slug, 'Tamu Di Tengah');
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ready = await balancer.send('GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body).data.status).toBe('draining');
      // For SHUTDOWN_DELAY_MS everything is served as before, the connection kept.
      const late = await rsvp('Tamu Terlambat');
      expect(late).toMatchObject({ status: 200, reused: true });
      expect(late.connection).not.toBe('close');

      // Then a new connection is refused (a balancer resends its request elsewhere), while the
      // idle kept-alive one is still open: a request sent on it is served, and ends it.
      await new Promise((resolve) => setTimeout(resolve, signalled + 2_000 - Date.now()));
      expect(await refused(server.port)).toBe(true);
      const last = await rsvp('Tamu Terakhir');
      expect(last).toMatchObject({ status: 200, reused: true, connection: 'close' });

      inFlight.finish();
      const finished = await inFlight.done;
      expect(finished.status).toBe(200);

      expect(await server.exited).toBe(0);
      // Within SHUTDOWN_TIMEOUT_MS, even though an idle connection (the start-up's health polls)
      // never sent again: past the drain's budget what is left is closed.
      expect(Date.now() - signalled).toBeLessThan(10_000);

      const database: Database = await open();
      try {
        const stored = await database.db
          .select({ name: rsvps.name })
          .from(rsvps)
          .where(
            inArray(rsvps.name, [
              'Tamu Sebelum',
              'Tamu Di Tengah',
              'Tamu Terlambat',
              'Tamu Terakhir',
            ]),
          );
        expect(stored.map((row) => row.name).sort()).toEqual([
          'Tamu Di Tengah',
          'Tamu Sebelum',
          'Tamu Terakhir',
          'Tamu Terlambat',
        ]);
      } finally {
        await database.close();
      }
    },
  );
});
