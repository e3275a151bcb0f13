import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATOR_MESSAGES, type SecondFactorPassed } from '@kabar/shared';
import { hitRateLimit, RATE_LIMITS, TooManyRequestsError, usedUpWait } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { AppError, ValidationError } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { guestQrSvg } from '../guests/guest-qr';
import { OPERATOR_TOKEN_TTL_SECONDS } from './operator-token';
import { findActiveOperator } from './operators.queries';
import { operatorRecoveryCodes, operators, type Operator } from './operators.schema';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpStep, totpUri } from './totp';

const refuse = (message: string) => new ValidationError({ code: message }, message);

async function operatorOf(db: Db, userId: string): Promise<Operator> {
  const operator = await findActiveOperator(db, userId);
  // The gate admitted this operator a moment ago; revoked since, they are nobody here.
  if (!operator) throw new AppError(404, OPERATOR_MESSAGES.notSetUp);
  return operator;
}

/** Starts (or restarts, while unconfirmed) the authenticator setup with a new secret. */
export async function startSetup(db: Db, userId: string, email: string) {
  const operator = await operatorOf(db, userId);
  if (operator.totpConfirmedAt) throw new AppError(409, OPERATOR_MESSAGES.alreadySetUp);
  const secret = newTotpSecret();
  await db.update(operators).set({ totpSecret: secret }).where(eq(operators.userId, userId));
  const uri = totpUri(secret, email);
  return { secret, uri, qr_svg: await guestQrSvg(uri, { title: 'Kode QR autentikator' }) };
}

/** Wrong codes count against the operator; past the limit every code waits, right or wrong. */
async function guardGuesses(db: Db, userId: string) {
  const wait = await usedUpWait(db, RATE_LIMITS.operatorCode, userId);
  if (wait > 0) throw new TooManyRequestsError(wait);
}

async function wrongCode(db: Db, request: FastifyRequest, message: string): Promise<never> {
  await hitRateLimit(db, RATE_LIMITS.operatorCode, request.userId);
  await recordAudit(db, request, {
    action: 'operator.second_factor_refused',
    recordType: 'operator',
    recordId: request.userId,
    after: { reason: message },
  });
  throw refuse(message);
}

async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Takes the code's step unless it or a later one was already used: a replay is refused. */
async function useStep(db: Db, userId: string, step: number): Promise<boolean> {
  const moved = await db
    .update(operators)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(operators.userId, userId),
        or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step)),
      ),
    )
    .returning({ userId: operators.userId });
  return moved.length === 1;
}

async function passed(
  app: FastifyInstance,
  userId: string,
  recoveryCodes: string[] | null,
): Promise<SecondFactorPassed> {
  return {
    operator_token: await app.operatorTokens.sign(userId),
    expires_in: OPERATOR_TOKEN_TTL_SECONDS,
    recovery_codes: recoveryCodes,
    recovery_codes_left: await recoveryCodesLeft(app.db, userId),
  };
}

/** The first code from the new secret: the setup is trusted and the recovery codes are issued. */
export async function confirmSetup(app: FastifyInstance, request: FastifyRequest, code: string) {
  const { db } = app;
  const operator = await operatorOf(db, request.userId);
  if (operator.totpConfirmedAt) throw new AppError(409, OPERATOR_MESSAGES.alreadySetUp);
  if (!operator.totpSecret) throw refuse(OPERATOR_MESSAGES.notSetUp);
  await guardGuesses(db, operator.userId);
  const step = /^\d{6}$/.test(code) ? totpStep(operator.totpSecret, code) : null;
  if (step === null) return wrongCode(db, request, OPERATOR_MESSAGES.codeInvalid);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(operators)
      .set({ totpConfirmedAt: new Date(), lastTotpStep: step })
      .where(eq(operators.userId, operator.userId));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, operator.userId));
    await tx
      .insert(operatorRecoveryCodes)
      .values(codes.map((c) => ({ userId: operator.userId, codeHash: hashRecoveryCode(c) })));
    await recordAudit(tx, request, {
      action: 'operator.second_factor_set_up',
      recordType: 'operator',
      recordId: operator.userId,
    });
  });
  return passed(app, operator.userId, codes);
}

/** A code from the app (each step once) or an unused recovery code opens the console. */
export async function verifySecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string,
) {
  const { db } = app;
  const operator = await operatorOf(db, request.userId);
  if (!operator.totpConfirmedAt || !operator.totpSecret) throw refuse(OPERATOR_MESSAGES.notSetUp);
  await guardGuesses(db, operator.userId);
  let how: 'totp' | 'recovery_code';
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(operator.totpSecret, code);
    if (step === null) return wrongCode(db, request, OPERATOR_MESSAGES.codeInvalid);
    if (!(await useStep(db, operator.userId, step))) {
      return wrongCode(db, request, OPERATOR_MESSAGES.codeReplayed);
    }
    how = 'totp';
  } else {
    const used = await db
      .update(operatorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(operatorRecoveryCodes.userId, operator.userId),
          eq(operatorRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: operatorRecoveryCodes.id });
    if (!used.length) return wrongCode(db, request, OPERATOR_MESSAGES.codeInvalid);
    how = 'recovery_code';
  }
  await recordAudit(db, request, {
    action: 'operator.second_factor_passed',
    recordType: 'operator',
    recordId: operator.userId,
    after: { with: how },
  });
  return passed(app, operator.userId, null);
}
