import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { User } from '../modules/users/users.schema';
import { users } from '../modules/users/users.schema';
import { queueAccountEmail } from './account-email';
import { emailVerificationTokens } from './email-verification.schema';
import { hashRefreshToken as sha256 } from './sessions';

/** A link stays good for a day: long enough to find the email, short enough to go stale. */
const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;

export type EmailVerificationResult = 'verified' | 'expired' | 'invalid';

/** A fresh link token for the user's current address; earlier unused ones stop working. */
async function issueEmailVerification(db: Db, user: User): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.userId, user.id),
          isNull(emailVerificationTokens.consumedAt),
        ),
      );
    await tx.insert(emailVerificationTokens).values({
      userId: user.id,
      email: user.email,
      tokenHash: sha256(token),
      expiresAt: sql`now() + make_interval(secs => ${EMAIL_LINK_TTL_SECONDS})`,
    });
  });
  return token;
}

/**
 * Spends the token and marks the address verified, in one conditional update so a link works
 * exactly once. A link for an address the account no longer has verifies nothing.
 */
export async function verifyEmailToken(db: Db, token: string): Promise<EmailVerificationResult> {
  const tokenHash = sha256(token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailVerificationTokens)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.consumedAt),
          sql`${emailVerificationTokens.expiresAt} > now()`,
        ),
      )
      .returning();
    if (spent) {
      const [marked] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, spent.userId), sql`lower(${users.email}) = lower(${spent.email})`))
        .returning({ id: users.id });
      return marked ? 'verified' : 'invalid';
    }
    const [stale] = await tx
      .select({ id: emailVerificationTokens.id })
      .from(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.consumedAt),
        ),
      );
    return stale ? 'expired' : 'invalid';
  });
}

/** Issues a link and queues its email. */
export async function sendVerificationEmail(app: FastifyInstance, user: User): Promise<void> {
  const token = await issueEmailVerification(app.db, user);
  const { brandName, publicUrl } = app.config.site;
  await queueAccountEmail(app, 'email-verification', user, {
    subject: `Verifikasi email akun ${brandName}`,
    intro: [
      `Terima kasih telah mendaftar di ${brandName}. Konfirmasikan bahwa alamat email ini milikmu dengan menekan tombol di bawah.`,
    ],
    action: {
      label: 'Verifikasi Email',
      textLead: 'Verifikasi emailmu di',
      url: `${publicUrl}/verify-email?${new URLSearchParams({ token })}`,
    },
    outro: [
      `Tautan berlaku ${EMAIL_LINK_TTL_SECONDS / 3600} jam dan hanya dapat dipakai sekali.`,
      'Jika kamu tidak mendaftar, abaikan email ini.',
    ],
  });
}
