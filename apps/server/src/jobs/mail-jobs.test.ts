import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, uniqueIp } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { authHeaders, createTestUser } from '../test/test-users';
import { mailJob } from './mail-jobs';

/** Each recipient's first delivery attempt is refused, as a greylisting mail server does. */
const attempts = new Map<string, number>();
const delivered: string[] = [];
let smtp: SMTPServer;
const env: Record<string, string> = {};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const seen = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, seen);
      if (seen === 1) {
        const refusal = Object.assign(new Error('Greylisted, try again later'), {
          responseCode: 451,
        });
        return callback(refusal);
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const ctx = useTestApp({ env });

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

describe('mail as durable jobs', () => {
  it('a refused first attempt is retried: the reset mail arrives once', async () => {
    const user = await createTestUser(ctx.database.db, { email: uniqueEmail('greylist') });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
    await until(() => delivered.includes(user.email), 15_000);
    expect(attempts.get(user.email)).toBe(2);
    // Nothing more arrives later: the retry that succeeded was the last attempt.
    await new Promise((r) => setTimeout(r, 1500));
    expect(delivered.filter((to) => to === user.email)).toHaveLength(1);
  });

  it('account emails go through the queue too: a refused verification link arrives after the retry', async () => {
    const user = await createTestUser(ctx.database.db, {
      email: uniqueEmail('verifikasi'),
      emailVerifiedAt: null,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: await authHeaders(ctx, user),
    });
    expect(res.statusCode).toBe(200);
    await until(() => delivered.includes(user.email), 15_000);
    expect(attempts.get(user.email)).toBe(2);
    expect(delivered.filter((to) => to === user.email)).toHaveLength(1);
  });

  it('a job that runs twice, even twice at once on two instances, mails once', async () => {
    const to = uniqueEmail('dua-kali');
    attempts.set(to, 1);
    const job = mailJob(ctx.database.db, ctx.app.mailer);
    const data = {
      key: `receipt:uji-${to}`,
      message: { to, subject: 'Kwitansi', html: '<p>x</p>', text: 'x' },
    };
    const together = await Promise.allSettled([job.run(data), job.run(data)]);
    // The run without the claim gives way and is retried; it then finds the mail delivered.
    expect(together.filter((run) => run.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    await job.run(data);
    await job.run(data);
    expect(delivered.filter((address) => address === to)).toHaveLength(1);
  });
});
