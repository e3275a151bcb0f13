import type { FastifyPluginAsync } from 'fastify';
import { accountEmailSchema, profileUpdateInputSchema, publicUserSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { AppError } from '../../http/errors';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { UNAUTHENTICATED_MESSAGE } from '../authenticate';
import { hashPassword } from '../password';
import { readRefreshToken } from '../refresh-cookie';
import { revokeUserSessions, sessionOfToken } from '../sessions';
import type { Db } from '../../db/client';
import {
  mailPasswordChanged,
  PASSWORD_CHANGE_MESSAGES,
  provePasswordChange,
  sendPasswordChangeCode,
} from '../password-change';
import { toPublicUser } from '../../modules/users/user-dto';
import { findUserById, updateUser } from '../../modules/users/users.queries';

/** The signed-in user's own account: reading it, the profile and a new password. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'auth');

  route.get(
    '/user',
    { summary: 'The signed-in user', access: access.signedIn, data: publicUserSchema },
    async ({ userId }) => {
      const user = await findUserById(app.db, userId);
      if (!user) throw new AppError(401, UNAUTHENTICATED_MESSAGE);
      return envelope(toPublicUser(user), 'Data user berhasil diambil.');
    },
  );

  /**
   * docs/security.md #24: only name, bio and a new password are taken from the body. A new password
   * needs proof (issue 17), ends the user's other sessions (the one in use stays) and is mailed
   * to the owner.
   */
  route.put(
    '/user/profile',
    {
      summary: 'Name, bio and a new password (with the current one or an emailed code)',
      access: access.signedIn,
      body: profileUpdateInputSchema,
      data: publicUserSchema,
    },
    async ({ body: input, userId }, request) => {
      const owner = await findUserById(app.db, userId);
      if (!owner) throw new AppError(401, UNAUTHENTICATED_MESSAGE);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const current = await sessionOfToken(app.db, readRefreshToken(request)?.token ?? null);
      const keep = current?.userId === userId ? current.sessionId : undefined;
      const save = async (db: Db) => {
        const updated = await updateUser(db, userId, {
          name: input.name,
          bio: input.bio,
          ...(passwordHash ? { passwordHash } : {}),
        });
        if (!updated) throw new AppError(401, UNAUTHENTICATED_MESSAGE);
        if (passwordHash) await revokeUserSessions(db, userId, 'password_change', keep);
        return updated;
      };
      const user = passwordHash
        ? await provePasswordChange(app, owner, input, save)
        : await app.db.transaction(async (tx) => save(tx as unknown as Db));
      if (passwordHash) await mailPasswordChanged(app, user);
      return envelope(toPublicUser(user), 'Profil berhasil diperbarui.');
    },
  );

  /** The code a Google-only account sets its first password with. */
  route.post(
    '/user/password-code',
    {
      summary: 'Email the code a Google-only account sets its first password with',
      access: access.signedIn,
      data: accountEmailSchema,
    },
    async ({ userId }) => {
      const owner = await findUserById(app.db, userId);
      if (!owner) throw new AppError(401, UNAUTHENTICATED_MESSAGE);
      await sendPasswordChangeCode(app, owner);
      return envelope({ email: owner.email }, PASSWORD_CHANGE_MESSAGES.codeSent);
    },
  );
};
