import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModerationItem } from '@kabar/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { guestPhotos } from '../album/album.schema';
import { recordAudit } from '../audit/record-audit';
import { invitations } from '../invitations/invitations.schema';
import { wishes } from '../rsvps/rsvps.schema';

export const MODERATION_NOT_FOUND = 'Laporan tidak ditemukan atau sudah ditangani.';
const QUEUE_LIMIT = 100;

/**
 * Everything guests reported that is still shown, most reported first: wishes and album photos in
 * one queue (issue 31). The operator sees the reported words or picture and the invitation, not
 * the guest list.
 */
export async function moderationQueue(
  app: Pick<FastifyInstance, 'db' | 'fileStorage'>,
): Promise<ModerationItem[]> {
  const [photos, reportedWishes] = await Promise.all([
    app.db
      .select({ photo: guestPhotos, slug: invitations.slug })
      .from(guestPhotos)
      .innerJoin(invitations, eq(invitations.id, guestPhotos.invitationId))
      .where(and(gt(guestPhotos.reports, 0), ne(guestPhotos.status, 'hidden')))
      .orderBy(desc(guestPhotos.reports), desc(guestPhotos.createdAt))
      .limit(QUEUE_LIMIT),
    app.db
      .select({ wish: wishes, slug: invitations.slug })
      .from(wishes)
      .innerJoin(invitations, eq(invitations.id, wishes.invitationId))
      .where(and(gt(wishes.reports, 0), eq(wishes.hidden, false)))
      .orderBy(desc(wishes.reports), desc(wishes.createdAt))
      .limit(QUEUE_LIMIT),
  ]);
  const items: ModerationItem[] = [
    ...photos.map(({ photo, slug }) => ({
      kind: 'photo' as const,
      id: photo.id,
      invitation_slug: slug,
      sender_name: photo.senderName,
      message: null,
      photo_url: photo.variants[0] ? app.fileStorage.publicUrl(photo.variants[0].key) : null,
      reports: photo.reports,
      created_at: photo.createdAt.toISOString(),
    })),
    ...reportedWishes.map(({ wish, slug }) => ({
      kind: 'wish' as const,
      id: wish.id,
      invitation_slug: slug,
      sender_name: wish.name,
      message: wish.message,
      photo_url: null,
      reports: wish.reports,
      created_at: wish.createdAt.toISOString(),
    })),
  ];
  return items.sort((a, b) => b.reports - a.reports || b.created_at.localeCompare(a.created_at));
}

/** A guest's report on a shown wish; false when there is no such shown wish. */
export async function reportWish(db: Db, invitationId: string, wishId: string): Promise<boolean> {
  const reported = await db
    .update(wishes)
    .set({ reports: sql`${wishes.reports} + 1` })
    .where(
      and(eq(wishes.id, wishId), eq(wishes.invitationId, invitationId), eq(wishes.hidden, false)),
    )
    .returning({ id: wishes.id });
  return reported.length > 0;
}

/**
 * The operator's decision on a reported item: hidden from every page, or kept (its reports are
 * cleared, so it leaves the queue until reported again). Audited with the same transaction.
 */
export async function decideReport(
  app: Pick<FastifyInstance, 'db' | 'invitationEvents'>,
  request: FastifyRequest,
  item: { kind: 'photo' | 'wish'; id: string; decision: 'hide' | 'keep' },
): Promise<void> {
  const hide = item.decision === 'hide';
  const invitationId = await app.db.transaction(async (tx) => {
    const [row] =
      item.kind === 'photo'
        ? await tx
            .update(guestPhotos)
            .set({ reports: 0, ...(hide ? { status: 'hidden' as const } : {}) })
            .where(and(eq(guestPhotos.id, item.id), gt(guestPhotos.reports, 0)))
            .returning({ invitationId: guestPhotos.invitationId })
        : await tx
            .update(wishes)
            .set({ reports: 0, hidden: hide, updatedAt: new Date() })
            .where(and(eq(wishes.id, item.id), gt(wishes.reports, 0)))
            .returning({ invitationId: wishes.invitationId });
    if (!row) throw new NotFoundError(MODERATION_NOT_FOUND);
    await recordAudit(tx, request, {
      action: `moderation.${item.kind}_${hide ? 'hidden' : 'kept'}`,
      recordType: item.kind === 'photo' ? 'guest_photo' : 'wish',
      recordId: item.id,
      after: { decision: item.decision },
    });
    return row.invitationId;
  });
  app.invitationEvents.publish(invitationId, item.kind === 'photo' ? 'photo' : 'wish');
}
