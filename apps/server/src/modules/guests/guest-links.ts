/**
 * What the published invitation page (issue 6) calls for a guest's personal link
 * `{PUBLIC_URL}/{slug}?g={token}`: who the guest is, their first visit, their RSVP and their QR.
 * None of these ever return the guest's phone.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  isGuestToken,
  type Attendance,
  type GuestCategory,
  type GuestLanguage,
  type GuestRsvp,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { invitations } from '../invitations/invitations.schema';
import { saveRsvp } from '../rsvps/rsvps.queries';
import type { Rsvp } from '../rsvps/rsvps.schema';
import { guestQrSvg } from './guest-qr';
import { guestPersonalLinkFor } from './personal-link';
import { guests } from './guests.schema';

export { guestQrSvg };

export interface PersonalGuest {
  id: string;
  name: string;
  invitedCount: number;
  /** What the guest's QR code holds: their personal link, read back by the check-in scanner. */
  qrPayload: string;
  rsvp: { attendance: Attendance; guests: number; message: string } | null;
  checkedIn: boolean;
  /** The language the couple set for them (issue 30): their page opens in it. */
  language: GuestLanguage;
  category: GuestCategory;
  table: string;
}

/**
 * The guest behind `?g=`, only within this invitation; null for a malformed, unknown or other
 * invitation's token (the page then behaves like the plain link). `publicUrl` is the site's
 * PUBLIC_URL; the QR payload is the same link the guest was sent.
 */
export async function findGuestByToken(
  db: Db,
  invitationId: string,
  token: string,
  publicUrl: string,
): Promise<PersonalGuest | null> {
  if (!isGuestToken(token)) return null;
  const [row] = await db
    .select({ guest: guests, slug: invitations.slug })
    .from(guests)
    .innerJoin(invitations, eq(invitations.id, guests.invitationId))
    .where(and(eq(guests.token, token), eq(guests.invitationId, invitationId)));
  if (!row) return null;
  const { guest, slug } = row;
  return {
    id: guest.id,
    name: guest.name,
    invitedCount: guest.invitedCount,
    qrPayload: guestPersonalLinkFor(publicUrl, slug, guest.token),
    rsvp: guest.rsvpAttendance
      ? {
          attendance: guest.rsvpAttendance,
          guests: guest.rsvpGuests ?? 0,
          message: guest.rsvpMessage ?? '',
        }
      : null,
    checkedIn: guest.checkedInAt !== null,
    language: guest.language,
    category: guest.category,
    table: guest.tableLabel,
  };
}

/** Records the first visit of the personal link; later visits change nothing. True the first time. */
export async function markGuestOpened(db: Db, guestId: string, now = new Date()): Promise<boolean> {
  const updated = await db
    .update(guests)
    .set({ openedAt: now })
    .where(and(eq(guests.id, guestId), isNull(guests.openedAt)))
    .returning({ id: guests.id });
  return updated.length > 0;
}

/**
 * Stores the answer from a guest's personal link twice, in one transaction: on their record, and
 * under their name among the couple's answers (answering again replaces both), so the guest list
 * and the answers page never disagree. The headcount is capped at what the couple invited (at
 * least one unless the answer is tidak hadir, then none). Null for an unknown guest. The caller
 * has parsed the answer with `guestRsvpInputSchema` and checked the invitation is published.
 */
export async function recordGuestRsvp(
  db: Db,
  guestId: string,
  answer: GuestRsvp,
  now = new Date(),
  /** Who recorded it by hand; none when the guest answered themselves. */
  recordedBy: string | null = null,
): Promise<Rsvp | null> {
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({
        invitationId: guests.invitationId,
        name: guests.name,
        invitedCount: guests.invitedCount,
        openedAt: guests.openedAt,
      })
      .from(guests)
      .where(eq(guests.id, guestId))
      .for('update');
    if (!guest) return null;
    const headcount =
      answer.attendance === 'tidak_hadir'
        ? 0
        : Math.min(Math.max(answer.guests, 1), guest.invitedCount);
    await tx
      .update(guests)
      .set({
        rsvpAttendance: answer.attendance,
        rsvpGuests: headcount,
        rsvpMessage: answer.message,
        respondedAt: now,
        rsvpRecordedBy: recordedBy,
        openedAt: guest.openedAt ?? now,
      })
      .where(eq(guests.id, guestId));
    return saveRsvp(
      tx,
      guest.invitationId,
      {
        name: guest.name,
        attendance: answer.attendance,
        guests: headcount,
        message: answer.message,
      },
      recordedBy,
    );
  });
}
