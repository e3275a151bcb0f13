import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATA_RIGHTS_MESSAGES } from '@kabar/shared';
import { AppError } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { eraseAccount } from '../data-rights/erase-account';
import { operators } from '../operators/operators.schema';
import { findUserOr404 } from './user-admin';

export const OPERATOR_DELETE_REFUSED =
  'Akun operator tidak dapat dihapus dari konsol. Cabut dulu lewat npm run admin -- revoke.';

/**
 * An operator deletes an account (issue 31: the same path as the couple's own deletion, decision
 * 043) at once: for abuse, or a couple who asked support. The typed email guards against the
 * wrong row; the audit entry keeps the id and what the account had, never its email or phone.
 */
export async function deleteUserAsOperator(
  app: Pick<FastifyInstance, 'db' | 'fileStorage'>,
  request: FastifyRequest,
  userId: string,
  typedEmail: string,
): Promise<void> {
  if (userId === request.userId) throw new AppError(422, DATA_RIGHTS_MESSAGES.operatorSelf);
  const user = await findUserOr404(app.db, userId);
  if (user.email.toLowerCase() !== typedEmail.trim().toLowerCase()) {
    throw new AppError(422, DATA_RIGHTS_MESSAGES.operatorEmailMismatch);
  }
  const [operator] = await app.db.select().from(operators).where(eq(operators.userId, userId));
  if (operator) throw new AppError(422, OPERATOR_DELETE_REFUSED);
  await eraseAccount(app.db, app.fileStorage, userId, {
    audit: (tx) =>
      recordAudit(tx, request, {
        action: 'user.deleted',
        recordType: 'user',
        recordId: userId,
        before: { plan: user.plan, status: user.status, created_at: user.createdAt },
      }),
  });
}
