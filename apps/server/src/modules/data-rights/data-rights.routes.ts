import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  accountDeletionInputSchema,
  accountDeletionSchema,
  DATA_RIGHTS_MESSAGES,
  formatShortDateTime,
} from '@kabar/shared';
import { UNAUTHENTICATED_MESSAGE } from '../../auth/authenticate';
import { clearRefreshCookie } from '../../auth/refresh-cookie';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { findUserById } from '../users/users.queries';
import { requestAccountDeletion } from './account-deletion';
import { BUILD_DATA_EXPORT, buildingExport, readyExport } from './data-export';
import { dataExports } from './data-exports.schema';

const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: DATA_RIGHTS_MESSAGES.exportGone }),
});

/** The couple's data rights (issue 31, Must have 4): their archive, and leaving. */
export const dataRightsRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'data-rights');

  const signedInUser = async (userId: string) => {
    const user = await findUserById(app.db, userId);
    if (!user) throw new AppError(401, UNAUTHENTICATED_MESSAGE);
    return user;
  };

  route.post(
    '/account/data-export',
    {
      summary: 'Build an archive of all my data; its link is mailed',
      access: access.signedIn,
      status: 202,
      data: null,
    },
    async ({ userId }, _request, reply) => {
      const user = await signedInUser(userId);
      if (await buildingExport(app.db, user.id)) {
        throw new AppError(409, DATA_RIGHTS_MESSAGES.exportBusy);
      }
      const [row] = await app.db
        .insert(dataExports)
        .values({ userId: user.id })
        .returning({ id: dataExports.id });
      await app.jobs.send(BUILD_DATA_EXPORT, { exportId: row!.id });
      return reply.status(202).send(envelope(null, DATA_RIGHTS_MESSAGES.exportQueued, 202));
    },
  );

  /** docs/security.md #75: the mailed link is the only way to the archive, until it expires. */
  route.get(
    '/data-exports/:token',
    {
      summary: 'Download a data archive by its mailed link',
      access: access.public,
      params: tokenParams,
      produces: 'application/zip',
    },
    async ({ params }, _request, reply) => {
      const found = await readyExport(app.db, params.token);
      const file = found?.storageKey ? await app.fileStorage.open(found.storageKey) : null;
      if (!found || !file) throw new NotFoundError(DATA_RIGHTS_MESSAGES.exportGone);
      const day = found.createdAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="kabar-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-length', file.size)
        .send(file.body);
    },
  );

  route.post(
    '/account/deletion',
    {
      summary: 'Delete my account after the 14-day grace period (signing in cancels it)',
      access: access.signedIn,
      body: accountDeletionInputSchema,
      data: accountDeletionSchema,
    },
    async ({ userId }, _request, reply) => {
      const due = await requestAccountDeletion(app, await signedInUser(userId));
      clearRefreshCookie(reply, app.auth.secureCookies);
      return envelope(
        { deletion_due_at: due.toISOString() },
        DATA_RIGHTS_MESSAGES.deletionScheduled(formatShortDateTime(due)),
      );
    },
  );
};
