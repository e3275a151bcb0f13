import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCode } from '../auth/one-time-codes';
import { SMS_QUOTA_MESSAGE } from '../sms/sms-sender';
import { uniqueEmail, uniqueIp, uniquePhone } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { smsJob, type SmsJob } from './sms-jobs';

type Answer = 'ok' | 'down' | 'quota' | 'refuse';

/**
 * A stand-in speaking Twilio's Messages API: each phone gets the answers queued for it in turn,
 * then 'ok'. Every accepted message is recorded.
 */
const answers = new Map<string, Answer[]>();
const accepted: { to: string; body: string }[] = [];
let twilio: http.Server;
const env: Record<string, string> = {
  TWILIO_ACCOUNT_SID: 'AC0123',
  TWILIO_AUTH_TOKEN: 'rahasia',
  TWILIO_FROM: '+15005550006',
  // The production waits (15 s, then backoff from 5 s) shortened: the order of events is the same.
  SMS_JOB_DELAY_SECONDS: '1',
  SMS_RETRY_DELAY_SECONDS: '1',
};

beforeAll(async () => {
  twilio = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const to = form.get('To')!.replace(/^\+/, '');
      const answer = answers.get(to)?.shift() ?? 'ok';
      res.setHeader('content-type', 'application/json');
      if (answer === 'down') {
        res.statusCode = 503;
        return res.end(JSON.stringify({ code: 20503, message: 'Service unavailable' }));
      }
      if (answer === 'quota') {
        res.statusCode = 429;
        return res.end(JSON.stringify({ code: 20429, message: 'Too Many Requests' }));
      }
      if (answer === 'refuse') {
        res.statusCode = 400;
        return res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }));
      }
      accepted.push({ to, body: form.get('Body')! });
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: `SM${randomUUID()}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  env.TWILIO_API_URL = `http://127.0.0.1:${(twilio.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => twilio.close(() => resolve())));

const ctx = useTestApp({ env, seed: false });

const sentTo = (phone: string) => accepted.filter((sms) => sms.to === phone);
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;

function register(phone: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Sekar',
      email: uniqueEmail('sms'),
      phone,
      password: 'kata-sandi-rahasia',
      registration_source: 'Teman',
    },
    remoteAddress: uniqueIp(),
  });
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

describe('one-time codes by SMS through the job queue', () => {
  it('a gateway down during the request: the answer is success, the queue delivers once', async () => {
    const phone = uniquePhone();
    answers.set(phone, ['down', 'down']);
    const res = await register(phone);
    expect(res.statusCode).toBe(201);
    expect(sentTo(phone)).toHaveLength(0);
    // The job waits out the request's attempt, meets the gateway down once more, then delivers.
    await until(() => sentTo(phone).length > 0, 20_000);
    expect(sentTo(phone)).toHaveLength(1);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { phone, code: codeIn(sentTo(phone)[0]!.body) },
    });
    expect(verified.statusCode).toBe(200);

    // The code travelled through the queue's table sealed, never in clear.
    const rows = await ctx.database.db.execute<{ data: string }>(
      sql`select data::text as data from pgboss.job where name = 'sms.send'`,
    );
    const stored = (rows as unknown as { rows: { data: string }[] }).rows;
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.data).toContain('sealed');
      expect(row.data).not.toMatch(/(?<![0-9A-Za-z])\d{6}(?![0-9A-Za-z])/);
    }
  }, 30_000);

  it("the gateway's quota is answered at once with the spec's message, and the code withdrawn", async () => {
    const phone = uniquePhone();
    answers.set(phone, ['quota']);
    const res = await register(phone);
    expect(res.statusCode).toBe(503);
    expect(res.json().meta.msg).toBe(SMS_QUOTA_MESSAGE);
    // Withdrawn, so asking again is not held to the 60 s resend wait; this time it arrives.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { phone, purpose: 'register' },
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode).toBe(200);
    expect(sentTo(phone)).toHaveLength(1);
  });

  it('a refused number is answered at once, and its job ends without retrying', async () => {
    const phone = uniquePhone();
    answers.set(phone, ['refuse']);
    const res = await register(phone);
    expect(res.statusCode).toBe(502);
    expect(res.json().meta.msg).toBe(
      'Gagal mengirim OTP: layanan SMS menolak pesan (400, kode 21211).',
    );

    const code = await issueCode(ctx.database.db, ctx.app.auth.codes, {
      purpose: 'register',
      target: phone,
    });
    answers.set(phone, ['refuse', 'ok']);
    const job = smsJob(ctx.app);
    await job.run({ key: `sms:${randomUUID()}`, purpose: 'register', phone, code });
    expect(answers.get(phone)).toEqual(['ok']);
    expect(sentTo(phone)).toHaveLength(0);
  });

  it('a job run twice, even at once, sends once; a replaced code is not sent', async () => {
    const phone = uniquePhone();
    const target = { purpose: 'register' as const, target: phone };
    const code = await issueCode(ctx.database.db, ctx.app.auth.codes, target);
    const data: SmsJob = { key: `sms:${randomUUID()}`, purpose: 'register', phone, code };
    const job = smsJob(ctx.app);
    const together = await Promise.allSettled([job.run(data), job.run(data)]);
    expect(together.filter((run) => run.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    await job.run(data);
    await job.run(data);
    expect(sentTo(phone).map((sms) => codeIn(sms.body))).toEqual([code]);

    // A resend replaced it (the 60 s wait is skipped by ageing the first code).
    await ctx.database.db.execute(
      sql`update one_time_codes set created_at = now() - interval '2 minutes' where target = ${phone}`,
    );
    await issueCode(ctx.database.db, ctx.app.auth.codes, target);
    await job.run({ ...data, key: `sms:${randomUUID()}` });
    expect(sentTo(phone)).toHaveLength(1);
  });
});
