import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../users/users.schema';
import { auditEvents } from './audit.schema';

export interface AuditEntry {
  action: string;
  recordType: string;
  recordId: string | number;
  before?: unknown;
  after?: unknown;
}

interface Actor {
  actorId: string | null;
  actorEmail: string;
  address: string;
}

/** Appends one entry; the table refuses anything but inserts (migration 0015's trigger). */
export async function appendAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    ...actor,
    action: entry.action,
    recordType: entry.recordType,
    recordId: String(entry.recordId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Appends one operator action to the audit trail: who (id and email at that moment), what, which
 * record, before and after, and from which address. Pass the transaction that made the change,
 * so the record and the change stand or fall together.
 */
export async function recordAudit(db: Db, request: FastifyRequest, entry: AuditEntry) {
  const [actor] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, request.userId));
  await appendAudit(
    db,
    { actorId: request.userId, actorEmail: actor?.email ?? '', address: request.ip },
    entry,
  );
}
