import { and, count, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  sideFilterOf,
  type AnswerDigestSettings,
  type Attendance,
  type GuestSide,
  type InvitationRole,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { answerWatermarks, rsvpSettings } from '../events/events.schema';
import { inScope } from '../guests/guests.queries';
import { guests } from '../guests/guests.schema';
import { invitationMembers } from '../invitations/invitation-members.schema';
import { invitations } from '../invitations/invitations.schema';
import { rsvps, wishes } from '../rsvps/rsvps.schema';
import { users } from '../users/users.schema';

/** Before any watermark: everything the invitation ever received is new. */
const BEGINNING = new Date(0);

export async function digestSettingsOf(
  db: Db,
  invitationId: string,
): Promise<AnswerDigestSettings> {
  const [row] = await db
    .select({ mode: rsvpSettings.digestMode, hour: rsvpSettings.digestHour })
    .from(rsvpSettings)
    .where(eq(rsvpSettings.invitationId, invitationId));
  return row ?? { mode: 'off', hour: 19 };
}

/** The digest's mode and hour; the deadline and reminder switches in the row stay as they are. */
export async function saveDigestSettings(
  db: Db,
  invitationId: string,
  settings: AnswerDigestSettings,
): Promise<void> {
  const values = { digestMode: settings.mode, digestHour: settings.hour };
  await db
    .insert(rsvpSettings)
    .values({ invitationId, ...values })
    .onConflictDoUpdate({
      target: rsvpSettings.invitationId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** Invitations whose daily digest is due at this WIB hour. */
export async function dailyDigestsAt(db: Db, hour: number): Promise<string[]> {
  const rows = await db
    .select({ invitationId: rsvpSettings.invitationId })
    .from(rsvpSettings)
    .where(and(eq(rsvpSettings.digestMode, 'daily'), eq(rsvpSettings.digestHour, hour)));
  return rows.map((row) => row.invitationId);
}

export interface DigestRecipient extends DigestReader {
  name: string;
  email: string;
}

/**
 * Who hears of an invitation's answers: the couple and every co-admin who still holds a place,
 * each only at an address they proved is theirs (docs/security.md #66).
 */
export async function digestRecipients(db: Db, invitationId: string): Promise<DigestRecipient[]> {
  const [owner, members, off] = await Promise.all([
    db
      .select({ userId: users.id, name: users.name, email: users.email })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .where(and(eq(invitations.id, invitationId), isNotNull(users.emailVerifiedAt))),
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        role: invitationMembers.role,
        side: invitationMembers.side,
      })
      .from(invitationMembers)
      .innerJoin(users, eq(users.id, invitationMembers.userId))
      .where(
        and(eq(invitationMembers.invitationId, invitationId), isNotNull(users.emailVerifiedAt)),
      ),
    // Those who stopped the digest for themselves (decision 045).
    db
      .select({ userId: answerWatermarks.userId })
      .from(answerWatermarks)
      .where(
        and(eq(answerWatermarks.invitationId, invitationId), eq(answerWatermarks.digestOff, true)),
      ),
  ]);
  const stopped = new Set(off.map((row) => row.userId));
  return [
    ...owner.map((row) => ({ ...row, side: null })),
    ...members.map(({ role, side, ...row }) => ({
      ...row,
      side: sideFilterOf(role as InvitationRole, side),
    })),
  ].filter((person) => !stopped.has(person.userId));
}

/** The reader's own side of the digest: whether they receive it, and at a verified address. */
export async function ownDigestOf(
  db: Db,
  invitationId: string,
  userId: string,
): Promise<{ receive: boolean; verified: boolean }> {
  const [[user], [mark]] = await Promise.all([
    db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)),
    db
      .select({ off: answerWatermarks.digestOff })
      .from(answerWatermarks)
      .where(
        and(eq(answerWatermarks.invitationId, invitationId), eq(answerWatermarks.userId, userId)),
      ),
  ]);
  return { receive: !mark?.off, verified: Boolean(user?.verifiedAt) };
}

/**
 * Turns the digest off or on for one person only. Turned on again, it starts from now: what came
 * while it was off is on the answers page, not in a first mail of everything.
 */
export async function saveOwnDigest(
  db: Db,
  invitationId: string,
  userId: string,
  receive: boolean,
  now = new Date(),
): Promise<void> {
  const on = {
    digestOff: false,
    digestedAt: sql`greatest(${answerWatermarks.digestedAt}, ${now.toISOString()}::timestamptz)`,
  };
  await db
    .insert(answerWatermarks)
    .values({ invitationId, userId, readAt: BEGINNING, digestedAt: BEGINNING, digestOff: !receive })
    .onConflictDoUpdate({
      target: [answerWatermarks.invitationId, answerWatermarks.userId],
      set: receive ? on : { digestOff: true },
      // Already on: nothing moves, so answers waiting for the next digest stay in it.
      ...(receive ? { setWhere: eq(answerWatermarks.digestOff, true) } : {}),
    });
}

export interface Watermark {
  readAt: Date;
  digestedAt: Date;
}

export async function watermarkOf(
  db: Db,
  invitationId: string,
  userId: string,
): Promise<Watermark> {
  const [row] = await db
    .select({ readAt: answerWatermarks.readAt, digestedAt: answerWatermarks.digestedAt })
    .from(answerWatermarks)
    .where(
      and(eq(answerWatermarks.invitationId, invitationId), eq(answerWatermarks.userId, userId)),
    );
  return row ?? { readAt: BEGINNING, digestedAt: BEGINNING };
}

/** Moves one of a person's two marks forward; the other keeps its value (or the beginning). */
export async function moveWatermark(
  db: Db,
  invitationId: string,
  userId: string,
  mark: keyof Watermark,
  to: Date,
): Promise<void> {
  const column = mark === 'readAt' ? answerWatermarks.readAt : answerWatermarks.digestedAt;
  await db
    .insert(answerWatermarks)
    .values({ invitationId, userId, readAt: BEGINNING, digestedAt: BEGINNING, [mark]: to })
    .onConflictDoUpdate({
      target: [answerWatermarks.invitationId, answerWatermarks.userId],
      // Never backwards: a late job must not bring old answers back.
      set: { [mark]: sql`greatest(${column}, ${to.toISOString()}::timestamptz)` },
    });
}

/** Who reads: a side manager's side limits the answers; their own answers by hand are left out. */
export interface DigestReader {
  userId: string;
  side: GuestSide | null;
}

/**
 * Answers after `since` that the reader did not record by hand themselves (decision 045): a side
 * manager's are their side's guests' (given on personal links), everyone else's the answers list.
 */
const sideAnswersAfter = ({ userId, side }: DigestReader, invitationId: string, since: Date) =>
  and(
    inScope(invitationId, side),
    gt(guests.respondedAt, since),
    or(isNull(guests.rsvpRecordedBy), ne(guests.rsvpRecordedBy, userId)),
  );
const answersAfter = ({ userId }: DigestReader, invitationId: string, since: Date) =>
  and(
    eq(rsvps.invitationId, invitationId),
    gt(rsvps.updatedAt, since),
    or(isNull(rsvps.recordedBy), ne(rsvps.recordedBy, userId)),
  );
const wishesAfter = (invitationId: string, since: Date) =>
  and(eq(wishes.invitationId, invitationId), eq(wishes.hidden, false), gt(wishes.createdAt, since));

export interface NewAnswer {
  name: string;
  attendance: Attendance;
  guests: number;
  message: string;
  /** The co-admin or couple who recorded it by hand, so the others know it was not the guest. */
  recordedBy: string | null;
}

/**
 * Answers and wishes after `since` as the reader may see them: a side manager gets the answers
 * of their side's guests (their personal links) and the wishes, like the answers page.
 */
export async function answersSince(
  db: Db,
  invitationId: string,
  reader: DigestReader,
  since: Date,
  limit = 50,
): Promise<{ answers: NewAnswer[]; wishes: { name: string; message: string }[] }> {
  const [answers, wishRows] = await Promise.all([
    reader.side
      ? db
          .select({
            name: guests.name,
            attendance: sql<Attendance>`${guests.rsvpAttendance}`,
            guests: sql<number>`coalesce(${guests.rsvpGuests}, 0)::int`,
            message: sql<string>`coalesce(${guests.rsvpMessage}, '')`,
            recordedBy: users.name,
          })
          .from(guests)
          .leftJoin(users, eq(users.id, guests.rsvpRecordedBy))
          .where(sideAnswersAfter(reader, invitationId, since))
          .orderBy(desc(guests.respondedAt))
          .limit(limit)
      : db
          .select({
            name: rsvps.name,
            attendance: rsvps.attendance,
            guests: rsvps.guests,
            message: rsvps.message,
            recordedBy: users.name,
          })
          .from(rsvps)
          .leftJoin(users, eq(users.id, rsvps.recordedBy))
          .where(answersAfter(reader, invitationId, since))
          .orderBy(desc(rsvps.updatedAt))
          .limit(limit),
    db
      .select({ name: wishes.name, message: wishes.message })
      .from(wishes)
      .where(wishesAfter(invitationId, since))
      .orderBy(desc(wishes.createdAt))
      .limit(limit),
  ]);
  return { answers, wishes: wishRows };
}

/** How many answers and wishes came after `since`, counted the way `answersSince` lists them. */
export async function countSince(
  db: Db,
  invitationId: string,
  reader: DigestReader,
  since: Date,
): Promise<{ answers: number; wishes: number }> {
  const [[answerRow], [wishRow]] = await Promise.all([
    reader.side
      ? db
          .select({ n: count() })
          .from(guests)
          .where(sideAnswersAfter(reader, invitationId, since))
      : db
          .select({ n: count() })
          .from(rsvps)
          .where(answersAfter(reader, invitationId, since)),
    db.select({ n: count() }).from(wishes).where(wishesAfter(invitationId, since)),
  ]);
  return { answers: answerRow?.n ?? 0, wishes: wishRow?.n ?? 0 };
}
