import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { runAdminCommand } from '../modules/operators/admin-command';
import { OPERATOR_TOKEN_HEADER } from '../modules/operators/operator-token';
import { operators } from '../modules/operators/operators.schema';
import { totpCodeAt } from '../modules/operators/totp';
import type { User } from '../modules/users/users.schema';
import type { TestContext } from './test-app';
import { authHeaders, createTestUser } from './test-users';

/**
 * An operator made the way a person is made one (the CLI), with the authenticator set up and the
 * second factor passed: the headers every console route asks for.
 */
export async function createTestOperator(ctx: TestContext): Promise<{
  user: User;
  headers: Record<string, string>;
  secret: string;
}> {
  const db: Db = ctx.database.db;
  const user = await createTestUser(db);
  await runAdminCommand(db, ['grant', user.email]);
  const signedIn = await authHeaders(ctx, user);
  const setup = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/second-factor/setup',
    headers: signedIn,
  });
  const secret = setup.json().data.secret as string;
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/second-factor/confirm',
    headers: signedIn,
    payload: { code: totpCodeAt(secret) },
  });
  const token = confirmed.json().data.operator_token as string;
  const [row] = await db.select().from(operators).where(eq(operators.userId, user.id));
  if (!row?.totpConfirmedAt) throw new Error(`operator setup failed: ${confirmed.body}`);
  return { user, headers: { ...signedIn, [OPERATOR_TOKEN_HEADER]: token }, secret };
}
