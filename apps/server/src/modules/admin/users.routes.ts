import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  adminUserDeletionInputSchema,
  adminUserDetailSchema,
  adminUserSchema,
  searchQuerySchema,
} from '@kabar/shared';
import { sendVerificationEmail } from '../../auth/email-verification';
import { revokeUserSessions } from '../../auth/sessions';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { recordAudit } from '../audit/record-audit';
import { deleteUserAsOperator } from './delete-user';
import {
  findUserOr404,
  searchUsers,
  setUserDisabled,
  toAdminUser,
  USER_NOT_FOUND,
  userDetail,
} from './user-admin';

const userParams = z.object({ userId: z.uuid({ error: USER_NOT_FOUND }) });

/** Users: find an account, help a locked-out couple, stop an abuser. */
export const usersAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'admin');

  route.get(
    '/admin/users',
    {
      summary: 'Search accounts by email, name or phone',
      access: access.operator,
      query: searchQuerySchema,
      data: z.array(adminUserSchema),
    },
    async ({ query }) => envelope((await searchUsers(app.db, query.q)).map(toAdminUser)),
  );

  route.get(
    '/admin/users/:userId',
    {
      summary: "An account's plan, orders and invitations",
      access: access.operator,
      params: userParams,
      data: adminUserDetailSchema,
    },
    async ({ params }) =>
      envelope(await userDetail(app.db, await findUserOr404(app.db, params.userId))),
  );

  route.post(
    '/admin/users/:userId/revoke-sessions',
    {
      summary: 'End every session of the account',
      access: access.operator,
      params: userParams,
      data: null,
    },
    async ({ params }, request) => {
      const user = await findUserOr404(app.db, params.userId);
      await app.db.transaction(async (tx) => {
        await revokeUserSessions(tx, user.id, 'revoked_by_operator');
        await recordAudit(tx, request, {
          action: 'user.sessions_revoked',
          recordType: 'user',
          recordId: user.id,
        });
      });
      return envelope(null, 'Semua sesi pengguna diakhiri.');
    },
  );

  route.post(
    '/admin/users/:userId/resend-verification',
    {
      summary: 'Send the email verification link again',
      access: access.operator,
      params: userParams,
      data: null,
    },
    async ({ params }, request) => {
      const user = await findUserOr404(app.db, params.userId);
      if (user.emailVerifiedAt) throw new AppError(422, 'Email pengguna ini sudah terverifikasi.');
      await sendVerificationEmail(app, user);
      await recordAudit(app.db, request, {
        action: 'user.verification_resent',
        recordType: 'user',
        recordId: user.id,
        after: { to: user.email },
      });
      return envelope(null, 'Email verifikasi dikirim ulang.');
    },
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    route.post(
      `/admin/users/:userId/${action}`,
      {
        summary: disabled ? 'Disable the account' : 'Enable the account again',
        access: access.operator,
        params: userParams,
        data: adminUserSchema,
      },
      async ({ params }, request) =>
        envelope(
          toAdminUser(await setUserDisabled(app, request, params.userId, disabled)),
          disabled ? 'Akun dinonaktifkan.' : 'Akun diaktifkan kembali.',
        ),
    );
  }

  route.post(
    '/admin/users/:userId/delete',
    {
      summary: 'Erase the account now, as its own deletion does (the email typed to confirm)',
      access: access.operator,
      params: userParams,
      body: adminUserDeletionInputSchema,
      data: null,
    },
    async ({ params, body }, request) => {
      await deleteUserAsOperator(app, request, params.userId, body.email);
      return envelope(null, 'Akun dan semua datanya dihapus.');
    },
  );
};
