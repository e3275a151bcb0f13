import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerAndVerify, tempDataDir, uniqueEmail, uniqueIp } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { rateLimitCounters } from './rate-limits.schema';

interface Captured {
  to: string[];
  raw: string;
}

const received: Captured[] = [];

/** Enough of RFC 2045 to read the message as a person would. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
let smtp: SMTPServer;
const env: Record<string, string> = { DATA_DIR: tempDataDir() };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const ctx = useTestApp({ env });

async function mailFor(email: string, timeoutMs = 5000): Promise<Captured> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // The sign-up's verification link goes to the same address; only reset mails count here.
    const mail = received.find(
      (m) =>
        (m.to.includes(email.toLowerCase()) || m.to.includes(email)) &&
        /Subject: Kode reset password/.test(m.raw),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail for ${email}`);
}

const codeIn = (mail: Captured) => /Kode OTP-mu: (\d{6})/.exec(mail.raw)![1]!;

const post = (url: string, payload: object, remoteAddress = uniqueIp()) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('POST /api/forgot-password', () => {
  it('emails a six-digit code over real SMTP, as HTML and text, in Indonesian, with the brand', async () => {
    const user = await registerAndVerify(ctx);
    const res = await post('/api/forgot-password', { email: user.email });
    expect(res.statusCode).toBe(200);
    const mail = await mailFor(user.email);
    expect(mail.raw).toContain('Subject: Kode reset password Kabar');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    expect(mail.raw).toContain('Kami menerima permintaan untuk mereset password akun Kabar-mu.');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.raw).toContain('/reset-password?email=');
  });

  it('docs/security.md #9: answers the same for known and unknown emails, and mails only the known', async () => {
    const user = await registerAndVerify(ctx);
    const unknownEmail = uniqueEmail('tidak-ada');
    const known = await post('/api/forgot-password', { email: user.email });
    const unknown = await post('/api/forgot-password', { email: unknownEmail });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json().meta).toEqual(known.json().meta);
    expect(unknown.json().data).toEqual({ email: unknownEmail });
    await mailFor(user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.some((m) => m.to.includes(unknownEmail))).toBe(false);

    const knownAgain = await post('/api/forgot-password', { email: user.email });
    const unknownAgain = await post('/api/forgot-password', { email: unknownEmail });
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(unknownAgain.body).toBe(knownAgain.body);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, spends the code and ends every session (docs/security.md #9)', async () => {
    const user = await registerAndVerify(ctx);
    const other = await post('/api/login', {
      email: user.email,
      password: user.password,
      remember: true,
    });
    const otherRefresh = other.json().data.refresh_token;

    await post('/api/forgot-password', { email: user.email });
    const code = codeIn(await mailFor(user.email));
    const res = await post('/api/reset-password', {
      email: user.email,
      token: code,
      password: 'sandi-baru-yang-panjang',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.msg).toBe('Password berhasil direset.');

    for (const token of [user.refreshToken, otherRefresh]) {
      const refresh = await post('/api/refresh-token', { refreshToken: token });
      expect(refresh.statusCode).toBe(401);
    }
    const old = await post('/api/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/login', {
      email: user.email,
      password: 'sandi-baru-yang-panjang',
    });
    expect(fresh.statusCode).toBe(200);

    const again = await post('/api/reset-password', {
      email: user.email,
      token: code,
      password: 'sandi-ketiga-dan-terakhir',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().meta.msg).toBe('Kode OTP salah atau kadaluarsa.');
  });

  it('answers a wrong code and an unknown email alike', async () => {
    const user = await registerAndVerify(ctx);
    await post('/api/forgot-password', { email: user.email });
    const code = codeIn(await mailFor(user.email));
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post('/api/reset-password', {
      email: user.email,
      token: wrongCode,
      password: 'sandi-baru-yang-panjang',
    });
    const unknown = await post('/api/reset-password', {
      email: uniqueEmail(),
      token: code,
      password: 'sandi-baru-yang-panjang',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
  });

  it('resending from the info page works after 60 s and replaces the code', async () => {
    const user = await registerAndVerify(ctx);
    await post('/api/forgot-password', { email: user.email });
    const first = codeIn(await mailFor(user.email));
    received.length = 0;
    await ctx.database.db
      .update(rateLimitCounters)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(sql`${rateLimitCounters.key} like ${'forgot:email-resend:%'}`);
    const { oneTimeCodes } = await import('./one-time-codes.schema');
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(sql`${oneTimeCodes.target} = ${user.userId}`);
    expect((await post('/api/forgot-password', { email: user.email })).statusCode).toBe(200);
    const second = codeIn(await mailFor(user.email));
    if (second !== first) {
      const stale = await post('/api/reset-password', {
        email: user.email,
        token: first,
        password: 'sandi-baru-yang-panjang',
      });
      expect(stale.statusCode).toBe(400);
    }
    const ok = await post('/api/reset-password', {
      email: user.email,
      token: second,
      password: 'sandi-baru-yang-panjang',
    });
    expect(ok.statusCode).toBe(200);
  });
});
