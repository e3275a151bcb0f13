import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { CHECKIN_CODE_PATTERN } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import { invitations, type Invitation } from '../invitations/invitations.schema';
import type { checkinLinks } from './checkin.schema';

/** A desk's and a greeting screen's link have the same columns (`checkin_links`, `screen_links`). */
export type CodeLink = typeof checkinLinks.$inferSelect;

interface CodeLinkMessages {
  /** A link id the invitation does not have. */
  notFound: string;
  /** An unknown or revoked code. */
  invalid: string;
}

/**
 * The couple's links whose code is the whole secret: made with 128 random bits (one shape, so one
 * guess limiter serves every kind), listed, revoked, and resolved back to their invitation.
 */
export function codeLinkQueries(table: typeof checkinLinks, messages: CodeLinkMessages) {
  const ofInvitation = (invitationId: string, linkId: string) =>
    and(eq(table.id, linkId), eq(table.invitationId, invitationId));
  return {
    list(db: Db, invitationId: string): Promise<CodeLink[]> {
      return db
        .select()
        .from(table)
        .where(eq(table.invitationId, invitationId))
        .orderBy(desc(table.createdAt));
    },

    async create(db: Db, invitationId: string, label: string): Promise<CodeLink> {
      const [link] = await db
        .insert(table)
        .values({ invitationId, label, code: randomBytes(16).toString('base64url') })
        .returning();
      return link!;
    },

    async revoke(db: Db, invitationId: string, linkId: string): Promise<CodeLink> {
      const [link] = await db
        .update(table)
        .set({ revokedAt: new Date() })
        .where(and(ofInvitation(invitationId, linkId), isNull(table.revokedAt)))
        .returning();
      if (link) return link;
      const [existing] = await db.select().from(table).where(ofInvitation(invitationId, linkId));
      if (!existing) throw new NotFoundError(messages.notFound);
      return existing;
    },

    /** Unknown and revoked codes get one answer, so a guessed code learns nothing. */
    async resolve(db: Db, code: string): Promise<{ link: CodeLink; invitation: Invitation }> {
      // A code that cannot be one is refused like a revoked one, without asking the database.
      if (!CHECKIN_CODE_PATTERN.test(code)) throw new AppError(403, messages.invalid);
      const [row] = await db
        .select({ link: table, invitation: invitations })
        .from(table)
        .innerJoin(invitations, eq(invitations.id, table.invitationId))
        .where(and(eq(table.code, code), isNull(table.revokedAt)));
      if (!row) throw new AppError(403, messages.invalid);
      return row;
    },

    /** When the link was last opened, so the couple sees which links are in use. */
    async markUsed(db: Db, linkId: string): Promise<void> {
      await db.update(table).set({ lastUsedAt: new Date() }).where(eq(table.id, linkId));
    },
  };
}
