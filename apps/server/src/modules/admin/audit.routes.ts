import type { FastifyPluginAsync } from 'fastify';
import { desc, lt } from 'drizzle-orm';
import { auditPageSchema, auditQuerySchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { auditEvents } from '../audit/audit.schema';

const PAGE_SIZE = 50;

/** The audit trail, newest first, read-only: no route changes or removes an entry. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'admin');

  route.get(
    '/admin/audit',
    {
      summary: 'The audit trail, newest first, 50 at a time',
      access: access.operator,
      query: auditQuerySchema,
      data: auditPageSchema,
    },
    async ({ query }) => {
      const rows = await app.db
        .select()
        .from(auditEvents)
        .where(query.before ? lt(auditEvents.id, query.before) : undefined)
        .orderBy(desc(auditEvents.id))
        .limit(PAGE_SIZE);
      return envelope({
        events: rows.map((row) => ({
          id: row.id,
          actor_email: row.actorEmail,
          action: row.action,
          record_type: row.recordType,
          record_id: row.recordId,
          before: row.before,
          after: row.after,
          address: row.address,
          created_at: row.createdAt.toISOString(),
        })),
      });
    },
  );
};
