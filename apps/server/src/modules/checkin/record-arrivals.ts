import { and, eq, isNull } from 'drizzle-orm';
import type { CheckinArrival, CheckinGuest, CheckinResult } from '@kabar/shared';
import type { Db } from '../../db/client';
import { scanKeyOf } from '../guests/guest-token';
import { setGuestCheckIn } from '../guests/guests.queries';
import { guests, type Guest } from '../guests/guests.schema';
import { checkinScans } from './checkin.schema';
import { addGreeting } from './greetings.queries';

/** The helpers' view of a guest: a name and their arrival, nothing else. */
export function toCheckinGuest(guest: Guest): CheckinGuest {
  return {
    id: guest.id,
    name: guest.name,
    invitedCount: guest.invitedCount,
    scanKey: scanKeyOf(guest.token),
    checkedInAt: guest.checkedInAt?.toISOString() ?? null,
    people: guest.arrivedCount,
    category: guest.category,
    table: guest.tableLabel,
    souvenirGiven: guest.souvenirAt !== null,
  };
}

/** A phone's clock may be wrong; an arrival is never later than when it reached us. */
function arrivalTime(scannedAt: string, now: Date): Date {
  const time = new Date(scannedAt);
  return time > now ? now : time;
}

async function findScannedGuest(
  db: Db,
  invitationId: string,
  arrival: CheckinArrival,
): Promise<Guest | undefined> {
  const match = arrival.token ? eq(guests.token, arrival.token) : eq(guests.id, arrival.guestId!);
  const [guest] = await db
    .select()
    .from(guests)
    .where(and(match, eq(guests.invitationId, invitationId)));
  return guest;
}

/**
 * Records one arrival. The first arrival of a guest sets their time and headcount; a second one
 * (another helper, the same QR twice) answers `already_checked_in` and counts nothing. The same
 * `scanId` sent again returns its first answer, so an offline queue may retry freely.
 */
export async function recordArrival(
  db: Db,
  link: { id: string; invitationId: string },
  arrival: CheckinArrival,
  now = new Date(),
): Promise<CheckinResult> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(checkinScans)
      .values({
        linkId: link.id,
        scanId: arrival.scanId,
        status: 'unknown_guest',
        people: arrival.people,
        scannedAt: arrivalTime(arrival.scannedAt, now),
      })
      .onConflictDoNothing()
      .returning({ id: checkinScans.id });

    if (!claimed) {
      const [earlier] = await tx
        .select({ status: checkinScans.status, guest: guests })
        .from(checkinScans)
        .leftJoin(guests, eq(guests.id, checkinScans.guestId))
        .where(and(eq(checkinScans.linkId, link.id), eq(checkinScans.scanId, arrival.scanId)));
      return {
        scanId: arrival.scanId,
        status: earlier!.status,
        guest: earlier!.guest ? toCheckinGuest(earlier!.guest) : null,
      };
    }

    const guest = await findScannedGuest(tx, link.invitationId, arrival);
    if (!guest) return { scanId: arrival.scanId, status: 'unknown_guest', guest: null };

    const [arrived] = await tx
      .update(guests)
      .set({ checkedInAt: arrivalTime(arrival.scannedAt, now), arrivedCount: arrival.people })
      .where(and(eq(guests.id, guest.id), isNull(guests.checkedInAt)))
      .returning();
    const status = arrived ? 'checked_in' : 'already_checked_in';
    // The greeting screens show each first arrival once, however late an offline queue sent it.
    if (arrived)
      await addGreeting(tx, link.invitationId, {
        kind: 'guest',
        name: arrived.name,
        table: arrived.tableLabel,
      });
    await tx
      .update(checkinScans)
      .set({ guestId: guest.id, status })
      .where(eq(checkinScans.id, claimed.id));
    return { scanId: arrival.scanId, status, guest: toCheckinGuest(arrived ?? guest) };
  });
}

/**
 * The couple recording (or correcting) an arrival from the dashboard. The guest row is locked so
 * a first arrival is greeted once, even when a desk scans the same guest at that moment.
 */
export async function recordCoupleCheckIn(db: Db, guestId: string, people: number): Promise<Guest> {
  return db.transaction(async (tx) => {
    const [guest] = await tx.select().from(guests).where(eq(guests.id, guestId)).for('update');
    const saved = await setGuestCheckIn(tx, guest!, people);
    if (!guest!.checkedInAt) {
      await addGreeting(tx, saved.invitationId, {
        kind: 'guest',
        name: saved.name,
        table: saved.tableLabel,
      });
    }
    return saved;
  });
}
