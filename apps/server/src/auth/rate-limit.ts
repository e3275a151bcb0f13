import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@kabar/shared';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import type { SharedCounters } from '../redis/shared-counters';
import { rateLimitCounters } from './rate-limits.schema';

export interface RateRule {
  name: string;
  max: number;
  windowSeconds: number;
}

const minutes = (n: number) => n * 60;

/**
 * docs/security.md #4: per client IP and per account on every endpoint that checks a secret or
 * sends a message. Windows end on their own, so nobody is ever locked out for good.
 */
export const RATE_LIMITS = {
  loginIp: { name: 'login:ip', max: 30, windowSeconds: minutes(15) },
  /** issue 17: one address failing against one account is stopped; the account is not. */
  loginPair: { name: 'login:pair', max: 10, windowSeconds: minutes(15) },
  /** Past this many attempts on an account, addresses that already tried it are slowed down. */
  loginAccount: { name: 'login:email', max: 10, windowSeconds: minutes(15) },
  loginPace: { name: 'login:pace', max: 1, windowSeconds: 10 },
  registerIp: { name: 'register:ip', max: 20, windowSeconds: minutes(60) },
  otpSendIp: { name: 'otp-send:ip', max: 20, windowSeconds: minutes(60) },
  otpVerifyIp: { name: 'otp-verify:ip', max: 30, windowSeconds: minutes(15) },
  otpVerifyPhone: { name: 'otp-verify:phone', max: 20, windowSeconds: minutes(15) },
  forgotIp: { name: 'forgot:ip', max: 20, windowSeconds: minutes(60) },
  forgotEmailResend: { name: 'forgot:email-resend', max: 1, windowSeconds: 60 },
  forgotEmailHourly: { name: 'forgot:email', max: 5, windowSeconds: minutes(60) },
  resetIp: { name: 'reset:ip', max: 30, windowSeconds: minutes(15) },
  resetEmail: { name: 'reset:email', max: 10, windowSeconds: minutes(15) },
  refreshIp: { name: 'refresh:ip', max: 120, windowSeconds: minutes(15) },
  refreshSession: { name: 'refresh:token', max: 10, windowSeconds: 60 },
  googleIp: { name: 'google:ip', max: 30, windowSeconds: minutes(15) },
  voucherIp: { name: 'voucher:ip', max: 30, windowSeconds: minutes(15) },
  voucherAccount: { name: 'voucher:account', max: 10, windowSeconds: minutes(15) },
  verifyEmailSend: { name: 'verify-email:send', max: 1, windowSeconds: 60 },
  verifyEmailSendHourly: { name: 'verify-email:send-hourly', max: 5, windowSeconds: minutes(60) },
  verifyEmailIp: { name: 'verify-email:ip', max: 30, windowSeconds: minutes(15) },
  passwordCodeSend: { name: 'password-code:send', max: 1, windowSeconds: 60 },
  passwordChange: { name: 'password-change:account', max: 10, windowSeconds: minutes(15) },
  /** issue 25: wrong check-in desk codes, counted per address; past it every code waits. */
  deskCodeGuessIp: { name: 'desk-code:ip', max: 30, windowSeconds: minutes(15) },
  /** issue 25: each live preview renders a page; the editor asks about once a pause in typing. */
  livePreviewAccount: { name: 'live-preview:account', max: 60, windowSeconds: 60 },
  livePreviewIp: { name: 'live-preview:ip', max: 180, windowSeconds: 60 },
  /** issue 31: every operator route, per address (before anyone is known) and per operator. */
  operatorIp: { name: 'operator:ip', max: 600, windowSeconds: minutes(15) },
  operatorAccount: { name: 'operator:account', max: 300, windowSeconds: minutes(15) },
  /** Second-factor codes (TOTP or recovery), per operator: 10 wrong guesses per window. */
  operatorCode: { name: 'operator:code', max: 10, windowSeconds: minutes(15) },
} as const satisfies Record<string, RateRule>;

export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, AUTH_MESSAGES.tooManyRequests, { retry_after: retryAfterSeconds });
  }
}

/**
 * With REDIS_URL the counts live in Redis. Callers keep passing the database handle they already
 * have, so the backend is attached to it when the app is built rather than threaded through.
 */
const redisCounters = new WeakMap<Db, SharedCounters>();

export function countRateLimitsInRedis(db: Db, counters: SharedCounters | null): void {
  if (counters) redisCounters.set(db, counters);
  else redisCounters.delete(db);
}

/**
 * Counts one hit for `subject` under the rule, atomically (in Redis when configured, else in SQL),
 * so concurrent requests and several instances share one count. Returns the seconds to wait when
 * over the limit, else 0.
 */
export async function hitRateLimit(db: Db, rule: RateRule, subject: string): Promise<number> {
  const shared = redisCounters.get(db);
  if (shared) return shared.hit(rule.name, rule.max, rule.windowSeconds, subject);
  const window = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${rateLimitCounters.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: `${rule.name}:${subject}`, count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${window} else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({
      count: rateLimitCounters.count,
      wait: sql<number>`ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())))::int`,
    });
  if (Math.random() < 0.01) {
    await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetAt} < now()`);
  }
  return row && row.count > rule.max ? Math.max(1, row.wait) : 0;
}

/**
 * Seconds until the window ends when `subject` has already used up the rule, else 0; counts
 * nothing. For limits that count only failures but must stop the next attempt too.
 */
export async function usedUpWait(db: Db, rule: RateRule, subject: string): Promise<number> {
  const shared = redisCounters.get(db);
  if (shared) return shared.usedUp(rule.name, rule.max, rule.windowSeconds, subject);
  const [row] = await db
    .select({
      count: rateLimitCounters.count,
      wait: sql<number>`ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())))::int`,
    })
    .from(rateLimitCounters)
    .where(
      sql`${rateLimitCounters.key} = ${`${rule.name}:${subject}`} and ${rateLimitCounters.resetAt} > now()`,
    );
  return row && row.count >= rule.max ? Math.max(1, row.wait) : 0;
}

/** Checks every (rule, subject) pair; the first one over its limit answers 429. */
export async function enforceRateLimits(
  db: Db,
  checks: Array<[RateRule, string | null | undefined]>,
): Promise<void> {
  for (const [rule, subject] of checks) {
    if (!subject) continue;
    const wait = await hitRateLimit(db, rule, subject.toLowerCase());
    if (wait > 0) throw new TooManyRequestsError(wait);
  }
}

/** Adds Retry-After to every 429 of the routes in this plugin. */
export function addRetryAfterHeader(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyRequestsError) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
  });
}
