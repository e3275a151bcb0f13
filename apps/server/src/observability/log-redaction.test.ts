import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { TEST_JWT_SECRET, testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { REDACTED, redactUrl } from './log-redaction';

const SECRETS = {
  email: 'rahasia.sekali@example.test',
  resetCode: '913407',
  guestToken: 'TamuRahasia7xQ2',
  checkinCode: 'PenjagaPintu9Zk3LmW',
  previewToken: 'eyJhbGciOiJIUzI1NiJ9.pratinjau.tandaTangan',
  bearer: 'eyJhbGciOiJIUzI1NiJ9.akses.rahasiaBearer',
  cookie: 'kukiRefreshRahasia42',
};

describe('logs of requests that carry secrets', () => {
  const lines: string[] = [];
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database,
      jwtSecret: TEST_JWT_SECRET,
      logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('never contain reset links, guest tokens, check-in codes, preview tokens or credentials', async () => {
    const email = encodeURIComponent(SECRETS.email);
    const requests = [
      `/reset-password?email=${email}&token=${SECRETS.resetCode}`,
      `/undangan-kami?to=Budi&g=${SECRETS.guestToken}`,
      `/checkin/${SECRETS.checkinCode}`,
      `/api/checkin/${SECRETS.checkinCode}/arrivals`,
      `/pratinjau?token=${SECRETS.previewToken}`,
    ];
    for (const url of requests) await app.inject(url);
    await app.inject({
      url: '/api/user',
      headers: {
        authorization: `Bearer ${SECRETS.bearer}`,
        cookie: `kabar_refresh=${SECRETS.cookie}`,
      },
    });
    await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: SECRETS.email, code: SECRETS.resetCode, password: 'kata-sandi-baru' },
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(requests.length);
    expect(log).toContain('/checkin/[disembunyikan]/arrivals');
    for (const secret of [...Object.values(SECRETS), email]) expect(log).not.toContain(secret);
  });

  it('uses the caller’s X-Request-Id when it looks like one, else a random UUID, and echoes it', async () => {
    const given = await app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-4f2a9c01' },
    });
    expect(given.headers['x-request-id']).toBe('lb-4f2a9c01');
    expect(lines.join('')).toContain('"reqId":"lb-4f2a9c01"');
    const forged = await app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'a\n{"level":60} palsu' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await app.inject('/api/health/live');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(forged.headers['x-request-id']);
  });
});

describe('request lines', () => {
  it('are one per request, with its id, method, redacted URL, status and time', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      jwtSecret: TEST_JWT_SECRET,
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
    });
    try {
      await app.ready();
      lines.length = 0;
      await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'lb-4f2a9c11' } });
      await app.inject({
        url: '/tidak-ada.js?token=rahasia',
        headers: { 'x-request-id': 'lb-4f2a9c12' },
      });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.map((entry) => entry.reqId)).toEqual(['lb-4f2a9c11', 'lb-4f2a9c12']);
      expect(entries[0]).toMatchObject({
        msg: 'request completed',
        method: 'GET',
        url: '/api/health/live',
        statusCode: 200,
      });
      expect(entries[1]).toMatchObject({
        url: `/tidak-ada.js?token=${REDACTED}`,
        statusCode: 404,
      });
      for (const entry of entries) expect(entry.responseTime).toEqual(expect.any(Number));

      // Quiet (SIGUSR2 in server.ts), a request that went well writes nothing; then lines again.
      lines.length = 0;
      app.requestLog.quiet = true;
      await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'lb-4f2a9c13' } });
      expect(lines).toEqual([]);
      app.requestLog.quiet = false;
      await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'lb-4f2a9c14' } });
      expect(lines.map((line) => JSON.parse(line).reqId)).toEqual(['lb-4f2a9c14']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('redactUrl', () => {
  it('keeps what is not secret', () => {
    expect(redactUrl('/undangan?to=Budi%20S&g=abc')).toBe(`/undangan?to=Budi%20S&g=${REDACTED}`);
    expect(redactUrl('/checkin')).toBe('/checkin');
    expect(redactUrl('/api/checkin-links')).toBe('/api/checkin-links');
    expect(redactUrl('/x?%E0%A4%A=1&Token=2')).toBe(`/x?%E0%A4%A=1&Token=${REDACTED}`);
    expect(redactUrl('/rina-budi?to=Budi&lang=en')).toBe('/rina-budi?to=Budi&lang=en');
    expect(redactUrl('/rina-budi?together=1&gift=2')).toBe('/rina-budi?together=1&gift=2');
  });

  it('finds a secret however its name is written', () => {
    expect(redactUrl('/rina-budi?to=Budi&G=abc')).toBe(`/rina-budi?to=Budi&G=${REDACTED}`);
    expect(redactUrl('/rina-budi?%67=abc')).toBe(`/rina-budi?%67=${REDACTED}`);
    expect(redactUrl('/reset?token')).toBe(`/reset?token=${REDACTED}`);
    expect(redactUrl('/x?a=1&otp=123456&b=2')).toBe(`/x?a=1&otp=${REDACTED}&b=2`);
  });
});
