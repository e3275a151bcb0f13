import type { FastifyInstance } from 'fastify';
import { AppError, ValidationError } from '../http/errors';
import { queueAccountEmail } from './account-email';
import { CODE_TTL_SECONDS, issueCode, verifyCode } from './one-time-codes';
import { verifyPassword } from './password';
import { enforceRateLimits, RATE_LIMITS } from './rate-limit';
import type { Db } from '../db/client';
import type { User } from '../modules/users/users.schema';

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Masukkan password saat ini.',
  currentWrong: 'Password saat ini salah.',
  codeRequired: 'Masukkan kode yang dikirim ke emailmu.',
  codeSent: 'Kode telah dikirim ke emailmu.',
} as const;

/**
 * Issue 17: an access token alone never sets a password. An account with a password proves the
 * current one; a Google-only account the code mailed to it. `apply` runs in the transaction that
 * spends the code, so a code changes one password once.
 */
export async function provePasswordChange<T>(
  app: FastifyInstance,
  user: User,
  proof: { current_password?: string | undefined; code?: string | undefined },
  apply: (db: Db) => Promise<T>,
): Promise<T> {
  await enforceRateLimits(app.db, [[RATE_LIMITS.passwordChange, user.id]]);
  if (user.passwordHash) {
    if (!proof.current_password) {
      throw new ValidationError({ current_password: PASSWORD_CHANGE_MESSAGES.currentRequired });
    }
    if (!(await verifyPassword(user.passwordHash, proof.current_password))) {
      throw new ValidationError({ current_password: PASSWORD_CHANGE_MESSAGES.currentWrong });
    }
    return app.db.transaction(async (tx) => apply(tx as unknown as Db));
  }
  if (!proof.code) throw new ValidationError({ code: PASSWORD_CHANGE_MESSAGES.codeRequired });
  return verifyCode(
    app.db,
    app.auth.codes,
    { purpose: 'password_change', target: user.id },
    proof.code,
    apply,
  );
}

/** Mails the code a Google-only account sets its first password with. */
export async function sendPasswordChangeCode(app: FastifyInstance, user: User): Promise<void> {
  if (user.passwordHash) throw new AppError(409, PASSWORD_CHANGE_MESSAGES.currentRequired);
  await enforceRateLimits(app.db, [[RATE_LIMITS.passwordCodeSend, user.id]]);
  const code = await issueCode(app.db, app.auth.codes, {
    purpose: 'password_change',
    target: user.id,
  });
  await queueAccountEmail(app, 'password-change-code', user, {
    subject: `Kode ganti password ${app.config.site.brandName}`,
    intro: ['Masukkan kode berikut di halaman profil untuk membuat password akunmu:'],
    code: {
      value: code,
      note: `Berlaku ${CODE_TTL_SECONDS / 60} menit dan hanya dapat dipakai sekali.`,
    },
    outro: ['Jika kamu tidak meminta kode ini, abaikan email ini.'],
  });
}

/**
 * Tells the owner, after the fact, so a change they did not make does not go unnoticed. The
 * password is already changed: a failure to queue is logged, not answered.
 */
export async function mailPasswordChanged(app: FastifyInstance, user: User): Promise<void> {
  const { brandName, publicUrl } = app.config.site;
  await queueAccountEmail(app, 'password-changed', user, {
    subject: `Password akun ${brandName} telah diubah`,
    intro: [
      `Password akun ${brandName}-mu baru saja diubah, dan sesi di perangkat lain telah diakhiri.`,
    ],
    action: {
      label: 'Reset Password',
      textLead: 'Bukan kamu? Segera reset password di',
      url: `${publicUrl}/forgot-password`,
    },
    outro: ['Jika perubahan ini kamu lakukan sendiri, abaikan email ini.'],
  }).catch((error: unknown) =>
    app.log.error({ err: error }, 'email ganti password gagal diantrekan'),
  );
}
