import { and, desc, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  GUEST_SIDES,
  type ControlRoomDto,
  type GuestSide,
  type RoomGuest,
  type SessionCounts,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { inScope } from '../guests/guests.queries';
import { guests, type Guest } from '../guests/guests.schema';
import type { Invitation } from '../invitations/invitations.schema';
import { categoryLabelsOf, souvenirCounts } from './door-settings.queries';
import { walkIns } from './door.schema';
import { walkInsInScope } from './walk-ins.queries';

/** People the RSVP answers expect for one side, or for all when null; app.ts hands it in. */
export type ExpectedPeopleBySide = (
  invitation: Invitation,
  side: GuestSide | null,
) => Promise<number>;

/** Arrivals per session of a split event, from the events module; app.ts hands it in. */
export type SessionCountsOf = (
  invitation: Invitation,
  side: GuestSide | null,
) => Promise<SessionCounts[]>;

const LATEST = 12;

const roomGuest = (guest: Guest): RoomGuest => ({
  id: guest.id,
  name: guest.name,
  category: guest.category,
  table: guest.tableLabel,
  at: guest.checkedInAt?.toISOString() ?? null,
  people: guest.arrivedCount,
});

async function arrivedBySide(db: Db, invitationId: string, side: GuestSide | null) {
  const [listed, walked] = await Promise.all([
    db
      .select({
        side: guests.side,
        guests: sql<number>`count(${guests.checkedInAt})::int`,
        people: sql<number>`coalesce(sum(${guests.arrivedCount}), 0)::int`,
      })
      .from(guests)
      .where(inScope(invitationId, side))
      .groupBy(guests.side),
    db
      .select({
        side: walkIns.side,
        count: sql<number>`count(*)::int`,
        people: sql<number>`coalesce(sum(${walkIns.people}), 0)::int`,
      })
      .from(walkIns)
      .where(and(walkInsInScope(invitationId, side), isNull(walkIns.mergedInto)))
      .groupBy(walkIns.side),
  ]);
  return { listed, walked };
}

/**
 * The family's live view of the door: per side, people arrived against people the answers expect
 * (walk-ins counted apart), the important guests arrived and still awaited, the latest arrivals
 * and the souvenirs left. A side manager's view holds their side only.
 */
export async function loadControlRoom(
  db: Db,
  invitation: Invitation,
  side: GuestSide | null,
  expectedPeople: ExpectedPeopleBySide,
  sessionCountsOf: SessionCountsOf,
): Promise<ControlRoomDto> {
  const id = invitation.id;
  const sides: (GuestSide | null)[] = side ? [side] : [...GUEST_SIDES, null];
  const [
    counts,
    expected,
    important,
    latestGuests,
    latestWalkIns,
    souvenirs,
    categoryLabels,
    sessions,
  ] = await Promise.all([
    arrivedBySide(db, id, side),
    Promise.all(sides.map((s) => expectedPeople(invitation, s))),
    db
      .select()
      .from(guests)
      .where(and(inScope(id, side), inArray(guests.category, ['vvip', 'vip'])))
      .orderBy(guests.category, guests.name),
    db
      .select()
      .from(guests)
      .where(and(inScope(id, side), isNotNull(guests.checkedInAt)))
      .orderBy(desc(guests.checkedInAt))
      .limit(LATEST),
    db
      .select()
      .from(walkIns)
      .where(and(walkInsInScope(id, side), isNull(walkIns.mergedInto)))
      .orderBy(desc(walkIns.arrivedAt))
      .limit(LATEST),
    souvenirCounts(db, id),
    categoryLabelsOf(db, id),
    sessionCountsOf(invitation, side),
  ]);

  // `null` in `sides` is every side together (the whole venue), not the guests without a side.
  const sum = <T>(
    rows: T[],
    pick: (row: T) => number,
    of: GuestSide | null,
    sideOf: (row: T) => GuestSide | null,
  ) => rows.filter((row) => of === null || sideOf(row) === of).reduce((n, row) => n + pick(row), 0);
  const sideRows = sides.map((s, i) => ({
    side: s,
    arrivedGuests: sum(
      counts.listed,
      (r) => r.guests,
      s,
      (r) => r.side,
    ),
    arrivedPeople: sum(
      counts.listed,
      (r) => r.people,
      s,
      (r) => r.side,
    ),
    walkInPeople: sum(
      counts.walked,
      (r) => r.people,
      s,
      (r) => r.side,
    ),
    expectedPeople: expected[i] ?? 0,
  }));

  const latest = [
    ...latestGuests.map((g) => ({
      id: g.id,
      kind: 'guest' as const,
      name: g.name,
      category: g.category,
      table: g.tableLabel,
      at: g.checkedInAt!.toISOString(),
      people: g.arrivedCount ?? 0,
    })),
    ...latestWalkIns.map((w) => ({
      id: w.id,
      kind: 'walk_in' as const,
      name: w.name,
      category: null,
      table: '',
      at: w.arrivedAt.toISOString(),
      people: w.people,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, LATEST);

  return {
    side,
    categoryLabels,
    sides: sideRows,
    walkIns: {
      count: counts.walked.reduce((n, r) => n + r.count, 0),
      people: counts.walked.reduce((n, r) => n + r.people, 0),
    },
    vips: {
      arrived: important.filter((g) => g.checkedInAt).map(roomGuest),
      waiting: important.filter((g) => !g.checkedInAt).map(roomGuest),
    },
    latest,
    souvenirs,
    sessions,
  };
}
