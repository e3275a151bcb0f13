import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, OTP_RESEND_SECONDS } from '@kabar/shared';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { oneTimeCodes, type CodePurpose } from './one-time-codes.schema';
import { TooManyRequestsError } from './rate-limit';
import { uniqueViolation } from '../db/unique-violation';

/** docs/security.md #6-8. */
export const CODE_TTL_SECONDS = 5 * 60;
export const MAX_ATTEMPTS = 5;
const HOURLY_CODES_PER_TARGET = 5;

export interface CodeSettings {
  /** HMAC key for stored codes, derived from the server secret. */
  hmacKey: Buffer;
  /** The development code accepted besides a real phone code; null in production. */
  devCode: string | null;
}

export interface CodeTarget {
  purpose: CodePurpose;
  /** A normalised phone for phone codes, the user id for password resets. */
  target: string;
}

function digest(settings: CodeSettings, { purpose, target }: CodeTarget, code: string): Buffer {
  return createHmac('sha256', settings.hmacKey).update(`${purpose}\0${target}\0${code}`).digest();
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

const live = ({ purpose, target }: CodeTarget) =>
  and(
    eq(oneTimeCodes.target, target),
    eq(oneTimeCodes.purpose, purpose),
    isNull(oneTimeCodes.consumedAt),
    isNull(oneTimeCodes.supersededAt),
  );

/**
 * A new six-digit code from crypto.randomInt that replaces any earlier one for the same target
 * and purpose. At most one per 60 s and HOURLY_CODES_PER_TARGET per hour (429 otherwise).
 */
export async function issueCode(db: Db, settings: CodeSettings, key: CodeTarget): Promise<string> {
  const recent = await db
    .select({ age: sql<number>`extract(epoch from (now() - ${oneTimeCodes.createdAt}))::float8` })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.target, key.target),
        eq(oneTimeCodes.purpose, key.purpose),
        gt(oneTimeCodes.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt));
  const newest = recent[0];
  if (newest && newest.age < OTP_RESEND_SECONDS) {
    throw new TooManyRequestsError(Math.ceil(OTP_RESEND_SECONDS - newest.age));
  }
  if (recent.length >= HOURLY_CODES_PER_TARGET) {
    const oldest = recent[recent.length - 1]!;
    throw new TooManyRequestsError(Math.max(1, Math.ceil(3600 - oldest.age)));
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(oneTimeCodes)
        .set({ supersededAt: sql`now()` })
        .where(live(key));
      await tx.insert(oneTimeCodes).values({
        ...key,
        codeHash: digest(settings, key, code).toString('hex'),
        expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
      });
    });
  } catch (error) {
    // Another request issued a code for this target at the same moment.
    if (uniqueViolation(error) !== null) throw new TooManyRequestsError(OTP_RESEND_SECONDS);
    throw error;
  }
  return code;
}

/** Whether `code` is still the target's code to use: not replaced, spent, withdrawn or expired. */
export async function isLiveCode(
  db: Db,
  settings: CodeSettings,
  key: CodeTarget,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(and(live(key), gt(oneTimeCodes.expiresAt, sql`now()`)));
  return !!row && sameBytes(digest(settings, key, code), Buffer.from(row.codeHash, 'hex'));
}

/** Takes back a code that could not be delivered, so the user may ask again at once. */
export async function withdrawCode(db: Db, key: CodeTarget): Promise<void> {
  await db.delete(oneTimeCodes).where(live(key));
}

export interface VerifyOptions {
  /** Answer for "no code was ever sent"; resets use the wrong-code message so as to reveal nothing. */
  notFoundMessage?: string;
}

/**
 * Checks a submitted code and, when it is right, spends it and runs `onSuccess` in the same
 * transaction. The attempt is counted in SQL before comparing, so the sixth attempt fails even
 * with the right code, and of many concurrent right submissions exactly one spends it.
 */
export async function verifyCode<T>(
  db: Db,
  settings: CodeSettings,
  key: CodeTarget,
  submitted: string,
  onSuccess: (tx: Db) => Promise<T>,
  options: VerifyOptions = {},
): Promise<T> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(live(key))
    .returning({
      id: oneTimeCodes.id,
      codeHash: oneTimeCodes.codeHash,
      attempts: oneTimeCodes.attempts,
      expired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()`,
    });

  if (!row) {
    const [earlier] = await db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.target, key.target), eq(oneTimeCodes.purpose, key.purpose)))
      .limit(1);
    throw new AppError(
      400,
      earlier ? AUTH_MESSAGES.otpWrong : (options.notFoundMessage ?? AUTH_MESSAGES.otpNotFound),
    );
  }
  if (row.expired) throw new AppError(400, AUTH_MESSAGES.otpExpired);
  if (row.attempts > MAX_ATTEMPTS) throw new TooManyRequestsError(OTP_RESEND_SECONDS);

  const matches =
    sameBytes(digest(settings, key, submitted), Buffer.from(row.codeHash, 'hex')) ||
    (settings.devCode !== null &&
      (key.purpose === 'register' || key.purpose === 'google') &&
      sameBytes(Buffer.from(submitted), Buffer.from(settings.devCode)));
  if (!matches) throw new AppError(400, AUTH_MESSAGES.otpWrong);

  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (!spent) throw new AppError(400, AUTH_MESSAGES.otpWrong);
    return onSuccess(tx as unknown as Db);
  });
}
