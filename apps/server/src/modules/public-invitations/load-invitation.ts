import { and, eq, isNull, ne } from 'drizzle-orm';
import { themeTypeName, type PlanId, type ThemeTier, type WeddingEventTimes } from '@kabar/shared';
import type { Db } from '../../db/client';
import { invitations, type Invitation } from '../invitations/invitations.schema';
import { themes, themeTypes } from '../themes/themes.schema';
import { users } from '../users/users.schema';
import { wishesStampSql } from '../rsvps/rsvps.queries';
import { rsvpDeadlineOf } from '../events/events-page';
import { pageEventsOf } from './page-events';
import type { PageEventInput } from '@kabar/themes';

/** Everything a page is made from: the invitation, its theme's look and the couple's plan. */
export interface InvitationSource {
  invitation: Invitation;
  theme: { code: string; tier: ThemeTier };
  plan: PlanId;
  /** Changes when the guest book changes (see wishesStampSql). */
  wishesStamp: string;
  /** The events the open link shows (issue 27); without them, step 2's two as before. */
  events?: PageEventInput[];
  /** Every event the couple filled in, private ones too: the last one's end turns the page. */
  weddingEvents?: WeddingEventTimes[];
  /** The couple's RSVP deadline, null for none. */
  rsvpDeadline?: Date | null;
}

/**
 * The one place a page's data is read, by link or by id (drafts for the owner's preview). Guests'
 * personal links can add their guest here.
 */
export async function loadInvitationSource(
  db: Db,
  where: { slug: string } | { id: string },
): Promise<InvitationSource | null> {
  const [row] = await db
    .select({
      invitation: invitations,
      themeCode: themes.code,
      tierName: themeTypes.name,
      plan: users.plan,
      wishesStamp: wishesStampSql(invitations.id),
    })
    .from(invitations)
    .innerJoin(themes, eq(themes.id, invitations.themeId))
    .innerJoin(themeTypes, eq(themeTypes.id, themes.themeTypeId))
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(
      and(
        'slug' in where ? eq(invitations.slug, where.slug) : eq(invitations.id, where.id),
        // A disabled account's invitation, or one whose deletion is pending (decision 043),
        // answers as one that does not exist (neutral page).
        ne(users.status, 'disabled'),
        isNull(users.deletionDueAt),
      ),
    );
  if (!row) return null;
  const events = await pageEventsOf(db, row.invitation);
  return {
    invitation: row.invitation,
    theme: { code: row.themeCode, tier: themeTypeName(row.tierName) },
    plan: row.plan,
    wishesStamp: row.wishesStamp,
    events: events.shown,
    weddingEvents: events.all,
    rsvpDeadline: await rsvpDeadlineOf(db, row.invitation.id),
  };
}

/**
 * What decides whether a cached page is still right: version (bumped by the editor on every
 * change), status, link, theme, the couple's plan and the guest book's stamp. One small query.
 */
export async function loadFreshness(db: Db, invitationId: string) {
  const [row] = await db
    .select({
      version: invitations.version,
      status: invitations.status,
      slug: invitations.slug,
      themeId: invitations.themeId,
      plan: users.plan,
      wishesStamp: wishesStampSql(invitations.id),
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(
      and(
        eq(invitations.id, invitationId),
        ne(users.status, 'disabled'),
        isNull(users.deletionDueAt),
      ),
    );
  return row ?? null;
}
