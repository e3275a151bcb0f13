import { sql } from 'drizzle-orm';
import { EMAIL_TAKEN_MESSAGE } from '@kabar/shared';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { findUserByEmail, findUserByGoogleSub, updateUser } from '../modules/users/users.queries';
import { users, type User } from '../modules/users/users.schema';
import type { GoogleIdentity } from './google-id-token';
import { verifyPassword } from './password';
import { WRONG_CREDENTIALS } from './routes/login.routes';
import { revokeUserSessions } from './sessions';

/**
 * The account a Google identity belongs to: by subject first; else, only when Google vouches for
 * the email (docs/security.md #16), the account with that email. It is linked when its own email
 * was verified or the person proves its password. Otherwise it was never shown to belong to the
 * email's owner (issue 17: pre-hijack): the Google owner takes it over, its password is dropped,
 * its unverified phone released and every session of it ended. A registration still pending its
 * phone is no different (decision 020, docs/security.md #30): linked as it was, its registrant's
 * password would open the owner's account, or their late phone code would activate it as theirs.
 */
export async function googleAccountFor(
  db: Db,
  identity: GoogleIdentity,
  password: string | undefined,
): Promise<User | undefined> {
  const bySub = await findUserByGoogleSub(db, identity.sub);
  if (bySub) return bySub;
  const byEmail = await findUserByEmail(db, identity.email);
  if (!byEmail) return undefined;
  if (!identity.emailVerified || byEmail.googleSub) {
    throw new AppError(409, `${EMAIL_TAKEN_MESSAGE} Silakan masuk dengan email dan password.`);
  }
  const linkOnly = { googleSub: identity.sub };
  const verified = { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` };
  if (byEmail.emailVerifiedAt) {
    return updateUser(db, byEmail.id, { ...linkOnly, ...verified });
  }
  if (password !== undefined) {
    if (!byEmail.passwordHash || !(await verifyPassword(byEmail.passwordHash, password))) {
      throw new AppError(401, WRONG_CREDENTIALS);
    }
    return updateUser(db, byEmail.id, { ...linkOnly, ...verified });
  }
  return db.transaction(async (tx) => {
    await revokeUserSessions(tx, byEmail.id, 'google_takeover');
    return updateUser(tx, byEmail.id, {
      ...linkOnly,
      ...verified,
      name: identity.name,
      passwordHash: null,
      phone: null,
      phoneVerifiedAt: null,
      status: 'pending_phone',
    });
  });
}
