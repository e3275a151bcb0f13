import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { REFRESH_COOKIE } from '../auth/refresh-cookie';
import { createOutboxMailer, type OutboxEntry } from '../mail/mailer';
import { listSmsOutbox } from '../sms/development-sms-sender';
import { smsOutboxDir } from '../sms/create-sms-sender';
import type { TestContext } from './test-app';

/** A data folder of its own, so a test file reads only the messages it caused. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-auth-test-'));
}

/** The code in the newest SMS the development sender wrote for this phone. */
export async function latestSmsCode(ctx: TestContext, phone: string): Promise<string> {
  const sms = (await listSmsOutbox(smsOutboxDir(ctx.config))).find((entry) => entry.to === phone);
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

let phoneCounter = 0;
/** A phone number unique within the run, as `628...`. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const tail = `${process.pid % 10000}${Date.now() % 100000}${phoneCounter}`.slice(-9);
  return `6281${tail.padStart(9, '0')}`;
}

export function uniqueEmail(prefix = 'akun'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** The refresh cookie a response set, or undefined. */
export function refreshCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

let ipCounter = 0;
/** A client address of its own, so rate limits of one test never touch another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export interface RegisteredUser {
  email: string;
  phone: string;
  password: string;
  token: string;
  refreshToken: string;
  userId: string;
}

/** Registers through the API and verifies the phone with the code the server sent. */
export async function registerAndVerify(
  ctx: TestContext,
  overrides: Partial<{ email: string; phone: string; password: string; name: string }> = {},
): Promise<RegisteredUser> {
  const input = {
    name: overrides.name ?? 'Ayu Kartika',
    email: overrides.email ?? uniqueEmail(),
    phone: overrides.phone ?? uniquePhone(),
    password: overrides.password ?? 'kata-sandi-rahasia',
    registration_source: 'Teman',
  };
  const remoteAddress = uniqueIp();
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: input,
    remoteAddress,
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const code = await latestSmsCode(ctx, input.phone);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { phone: input.phone, code },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  const body = verified.json();
  return {
    email: input.email,
    phone: input.phone,
    password: input.password,
    token: body.data.token,
    refreshToken: body.data.refresh_token,
    userId: body.data.user.user_id,
  };
}

/** The newest email the outbox mailer wrote to this address whose subject matches, waiting for it. */
export async function mailTo(
  ctx: TestContext,
  to: string,
  subject: RegExp,
  timeoutMs = 5000,
): Promise<OutboxEntry> {
  const outbox = createOutboxMailer(ctx.config.outboxDir);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outbox.list()).find(
      (entry) => entry.to === to && subject.test(entry.subject),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
