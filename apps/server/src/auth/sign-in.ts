import type { FastifyInstance, FastifyReply } from 'fastify';
import { DATA_RIGHTS_MESSAGES, type ApiEnvelope, type SessionPayload } from '@kabar/shared';
import type { Db } from '../db/client';
import { envelope } from '../http/envelope';
import { cancelAccountDeletion } from '../modules/users/users.queries';
import { ALL_PAGES } from '../redis/page-changes';
import type { User } from '../modules/users/users.schema';
import { toPublicUser } from '../modules/users/user-dto';
import { setRefreshCookie } from './refresh-cookie';
import { createSession, type IssuedSession } from './sessions';

export type SignedIn = {
  session: IssuedSession & { refreshToken: string };
  user: User;
  /** True when this sign-in cancelled a pending account deletion. */
  deletionCancelled?: boolean;
};

/**
 * Opens a session for the user; call inside the transaction that proves who they are. Proving it
 * also cancels a pending account deletion (decision 043).
 */
export async function openSession(db: Db, user: User, remember: boolean): Promise<SignedIn> {
  const deletionCancelled = await cancelAccountDeletion(db, user.id);
  return {
    session: await createSession(db, { userId: user.id, remember }),
    user,
    ...(deletionCancelled ? { deletionCancelled } : {}),
  };
}

/**
 * The answer of every successful sign-in (login, phone verification, Google): the envelope with
 * user, access token and refresh token, the spec's top-level `token`, and the refresh cookie.
 */
export async function signedInAnswer(
  app: FastifyInstance,
  reply: FastifyReply,
  { session, user, deletionCancelled }: SignedIn,
  msg: string,
): Promise<ApiEnvelope<SessionPayload> & { token: string }> {
  const token = await app.tokens.sign(user.id);
  if (deletionCancelled) {
    // Their page answered as missing during the grace; a rare event, so every cache is told.
    app.pageChanges.publish(ALL_PAGES);
    msg = DATA_RIGHTS_MESSAGES.deletionCancelled;
  }
  setRefreshCookie(reply, session, app.auth.secureCookies);
  return {
    token,
    ...envelope({ user: toPublicUser(user), token, refresh_token: session.refreshToken }, msg),
  };
}
