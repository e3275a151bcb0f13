import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioSmsSender } from './twilio-sms-sender';
import { SMS_QUOTA_MESSAGE, SmsDeliveryError, SmsQuotaError } from './sms-sender';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in speaking Twilio's Messages API, so the real adapter runs offline. */
const seen: Seen[] = [];
let reject = false;
let quota = false;
let server: http.Server;
let apiUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: new URLSearchParams(body),
      });
      res.setHeader('content-type', 'application/json');
      if (quota) {
        res.statusCode = 429;
        res.end(JSON.stringify({ code: 20429, message: 'Too Many Requests' }));
        return;
      }
      if (reject) {
        res.statusCode = 400;
        res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }));
        return;
      }
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = (from: string) => ({ accountSid: 'AC0123', authToken: 'rahasia', from, apiUrl });

describe('Twilio SMS adapter', () => {
  it('posts To, From and Body with Basic auth to the Messages resource', async () => {
    await createTwilioSmsSender(config('+15005550006')).send({
      to: '6281234567890',
      text: 'Kabar: kode verifikasimu 123987.',
    });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC0123:rahasia').toString('base64')}`);
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+6281234567890',
      From: '+15005550006',
      Body: 'Kabar: kode verifikasimu 123987.',
    });
  });

  it('uses the WhatsApp channel and Messaging Services as configured', async () => {
    await createTwilioSmsSender(config('whatsapp:+14155238886')).send({ to: '628111', text: 'x' });
    expect(seen.at(-1)!.form.get('To')).toBe('whatsapp:+628111');
    const service = `MG${'a'.repeat(32)}`;
    await createTwilioSmsSender(config(service)).send({ to: '628111', text: 'x' });
    expect(seen.at(-1)!.form.get('MessagingServiceSid')).toBe(service);
    expect(seen.at(-1)!.form.get('From')).toBeNull();
  });

  it('turns a refusal into a delivery error without the message text', async () => {
    reject = true;
    const error = await createTwilioSmsSender(config('+15005550006'))
      .send({ to: '628111', text: 'kode 555111' })
      .catch((e: unknown) => e);
    reject = false;
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toBe('layanan SMS menolak pesan (400, kode 21211).');
    expect((error as Error).message).not.toContain('555111');
  });
});

describe('Twilio quota', () => {
  it('reports a used-up sending quota as the spec’s quota message', async () => {
    quota = true;
    const error = await createTwilioSmsSender(config('+15005550006'))
      .send({ to: '628111', text: 'x' })
      .catch((e: unknown) => e);
    quota = false;
    expect(error).toBeInstanceOf(SmsQuotaError);
    expect((error as Error).message).toBe(SMS_QUOTA_MESSAGE);
  });
});

describe('docs/security.md #5: codes are never logged outside the development sender', () => {
  it('logs nothing that contains the code when Twilio delivers it', async () => {
    const { Writable } = await import('node:stream');
    const { buildApp } = await import('../app');
    const { createTestDatabase } = await import('../test/test-database');
    const { testConfig, TEST_JWT_SECRET } = await import('../test/test-app');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({
        TWILIO_ACCOUNT_SID: 'AC0123',
        TWILIO_AUTH_TOKEN: 'rahasia',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_URL: apiUrl,
      }),
      database,
      jwtSecret: TEST_JWT_SECRET,
      logger: { level: 'trace', stream },
    });
    try {
      const phone = '6281355500001';
      const registered = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Fajar',
          email: 'fajar@example.test',
          phone,
          password: 'kata-sandi-rahasia',
          registration_source: 'Teman',
        },
      });
      expect(registered.statusCode).toBe(201);
      const code = /(\d{6})/.exec(seen.at(-1)!.form.get('Body')!)![1]!;
      const verified = await app.inject({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { phone, code },
      });
      expect(verified.statusCode).toBe(200);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    } finally {
      await app.close();
      await database.close();
    }
    // A whole app on a fresh database inside the test: allow for a loaded machine.
  }, 60_000);
});
