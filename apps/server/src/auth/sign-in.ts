import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiEnvelope, SessionPayload } from '@kabar/shared';
import type { Db } from '../db/client';
import { envelope } from '../http/envelope';
import type { User } from '../modules/users/users.schema';
import { toPublicUser } from '../modules/users/user-dto';
import { setRefreshCookie } from './refresh-cookie';
import { createSession, type IssuedSession } from './sessions';

export type SignedIn = { session: IssuedSession & { refreshToken: string }; user: User };

/** Opens a session for the user; call inside the transaction that proves who they are. */
export async function openSession(db: Db, user: User, remember: boolean): Promise<SignedIn> {
  return { session: await createSession(db, { userId: user.id, remember }), user };
}

/**
 * The answer of every successful sign-in (login, phone verification, Google): the envelope with
 * user, access token and refresh token, the spec's top-level `token`, and the refresh cookie.
 */
export async function signedInAnswer(
  app: FastifyInstance,
  reply: FastifyReply,
  { session, user }: SignedIn,
  msg: string,
): Promise<ApiEnvelope<SessionPayload> & { token: string }> {
  const token = await app.tokens.sign(user.id);
  setRefreshCookie(reply, session, app.auth.secureCookies);
  return {
    token,
    ...envelope({ user: toPublicUser(user), token, refresh_token: session.refreshToken }, msg),
  };
}
