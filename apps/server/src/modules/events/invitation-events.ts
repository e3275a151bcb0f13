import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  contentFlag,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  SPEC_EVENT_KEYS,
  SPEC_EVENT_SECTIONS,
  sessionsProblem,
  specEventFields,
  type EventFields,
  type IndonesianTimeZone,
  type InvitationContent,
  type SessionFields,
  type SpecEventKey,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import {
  eventAnswers,
  eventSessions,
  guestEvents,
  weddingEvents,
  type EventSession,
  type InvitationEvent,
} from './events.schema';
import { bumpInvitationVersion } from './invitation-version';

/** An event as every reader sees it: step 2's resolved from the content, sessions in order. */
export interface EventView {
  id: string;
  specKey: SpecEventKey | null;
  position: number;
  title: string;
  date: string;
  startTime: string;
  endTime: string | null;
  timeZone: IndonesianTimeZone;
  venue: string;
  address: string;
  mapUrl: string | null;
  isPublic: boolean;
  /** False for a step 2 event the couple left empty or switched off: it shows nowhere. */
  active: boolean;
  sessions: EventSession[];
}

/** Every invitation has its two step 2 events; made here for invitations created since. */
export async function ensureSpecEvents(db: Db, invitationId: string): Promise<void> {
  await db
    .insert(weddingEvents)
    .values(
      SPEC_EVENT_KEYS.map((specKey, position) => ({
        invitationId,
        specKey,
        position,
        title: SPEC_EVENT_SECTIONS[specKey],
      })),
    )
    .onConflictDoNothing({ target: [weddingEvents.invitationId, weddingEvents.specKey] });
}

function specActive(content: InvitationContent, key: SpecEventKey, fields: EventFields): boolean {
  if (key === 'resepsi' && !contentFlag(content, 'reception_enabled')) return false;
  return Boolean(fields.date || fields.venue || fields.address);
}

function viewOf(
  row: InvitationEvent,
  sessions: EventSession[],
  content: InvitationContent,
): EventView {
  const own = {
    title: row.title,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    timeZone: row.timeZone,
    venue: row.venue,
    address: row.address,
    mapUrl: row.mapUrl,
  };
  const fields = row.specKey ? { ...specEventFields(content, row.specKey), mapUrl: null } : own;
  return {
    id: row.id,
    specKey: row.specKey,
    position: row.position,
    ...fields,
    isPublic: row.isPublic,
    active: row.specKey ? specActive(content, row.specKey, { ...fields, isPublic: true }) : true,
    sessions,
  };
}

/** An invitation's events in order, each with its sessions: one query on every page load. */
export async function loadEvents(
  db: Db,
  invitation: { id: string; content: InvitationContent },
): Promise<EventView[]> {
  const rows = await db
    .select({ event: weddingEvents, session: eventSessions })
    .from(weddingEvents)
    .leftJoin(eventSessions, eq(eventSessions.eventId, weddingEvents.id))
    .where(eq(weddingEvents.invitationId, invitation.id))
    .orderBy(
      asc(weddingEvents.position),
      asc(weddingEvents.createdAt),
      asc(eventSessions.position),
    );
  const specCount = new Set(rows.flatMap(({ event }) => event.specKey ?? [])).size;
  if (specCount < SPEC_EVENT_KEYS.length) {
    await ensureSpecEvents(db, invitation.id);
    return loadEvents(db, invitation);
  }
  const byEvent = new Map<string, { event: InvitationEvent; sessions: EventSession[] }>();
  for (const { event, session } of rows) {
    const entry = byEvent.get(event.id) ?? { event, sessions: [] };
    if (session) entry.sessions.push(session);
    byEvent.set(event.id, entry);
  }
  return [...byEvent.values()].map(({ event, sessions }) =>
    viewOf(event, sessions, invitation.content),
  );
}

async function eventOr404(db: Db, invitationId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(weddingEvents)
    .where(and(eq(weddingEvents.id, eventId), eq(weddingEvents.invitationId, invitationId)))
    .for('update');
  if (!row) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return row;
}

/** Adds one of the couple's own events, up to the limit (counted under a lock on the invitation's rows). */
export async function addEvent(db: Db, invitationId: string, fields: EventFields) {
  await ensureSpecEvents(db, invitationId);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ position: weddingEvents.position })
      .from(weddingEvents)
      .where(eq(weddingEvents.invitationId, invitationId))
      .for('update');
    if (existing.length >= EVENT_LIMITS.events) {
      throw new AppError(422, EVENT_MESSAGES.tooManyEvents);
    }
    const position = Math.max(...existing.map((row) => row.position), -1) + 1;
    const [row] = await tx
      .insert(weddingEvents)
      .values({ invitationId, position, ...fields })
      .returning();
    await bumpInvitationVersion(tx, invitationId);
    return row!;
  });
}

/** Changes an event: the couple's own wholly; one of step 2's only whether it is public. */
export async function updateEvent(
  db: Db,
  invitationId: string,
  eventId: string,
  change: EventFields | { isPublic: boolean },
) {
  return db.transaction(async (tx) => {
    const row = await eventOr404(tx, invitationId, eventId);
    if (row.specKey && 'title' in change) throw new AppError(422, EVENT_MESSAGES.specEventFixed);
    if ('title' in change) await assertSessionsStillFit(tx, row.id, { ...row, ...change });
    const [updated] = await tx
      .update(weddingEvents)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(weddingEvents.id, row.id))
      .returning();
    await bumpInvitationVersion(tx, invitationId);
    return updated!;
  });
}

export async function deleteEvent(db: Db, invitationId: string, eventId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await eventOr404(tx, invitationId, eventId);
    if (row.specKey) throw new AppError(422, EVENT_MESSAGES.specEventFixed);
    await tx.delete(weddingEvents).where(eq(weddingEvents.id, row.id));
    await bumpInvitationVersion(tx, invitationId);
  });
}

/** People who said hadir, per session of an event. */
async function confirmedPerSession(db: Db, eventId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      sessionId: eventAnswers.sessionId,
      people: sql<number>`coalesce(sum(${eventAnswers.guests}), 0)::int`,
    })
    .from(eventAnswers)
    .where(and(eq(eventAnswers.eventId, eventId), eq(eventAnswers.attendance, 'hadir')))
    .groupBy(eventAnswers.sessionId);
  return new Map(rows.flatMap((row) => (row.sessionId ? [[row.sessionId, row.people]] : [])));
}

/** New hours for an event must still hold its sessions. */
async function assertSessionsStillFit(
  db: Db,
  eventId: string,
  event: { startTime: string; endTime: string | null; date: string; timeZone: string },
) {
  const sessions = await db.select().from(eventSessions).where(eq(eventSessions.eventId, eventId));
  const problem = sessionsProblem(event, sessions);
  if (problem) throw new AppError(422, problem);
}

/**
 * Saves an event's whole split at once: sessions with an id are changed, new ones added, missing
 * ones removed (their guests keep the event and lose the session). The split is judged whole,
 * against the event's hours and the people already confirmed per session, under a lock on the
 * event so no answer slips in between.
 */
export async function saveSessions(
  db: Db,
  invitation: { id: string; content: InvitationContent },
  eventId: string,
  sessions: readonly SessionFields[],
): Promise<EventSession[]> {
  const event = (await loadEvents(db, invitation)).find((entry) => entry.id === eventId);
  if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    await eventOr404(tx, invitation.id, eventId);
    const known = new Set(event.sessions.map((session) => session.id));
    if (sessions.some((session) => session.id && !known.has(session.id))) {
      throw new AppError(422, EVENT_MESSAGES.sessionNotInEvent);
    }
    const problem = sessionsProblem(event, sessions, await confirmedPerSession(tx, eventId));
    if (problem) throw new AppError(422, problem);
    const kept = sessions.flatMap((session) => session.id ?? []);
    const removed = [...known].filter((id) => !kept.includes(id));
    if (removed.length) await tx.delete(eventSessions).where(inArray(eventSessions.id, removed));
    const saved: EventSession[] = [];
    for (const [position, { id, ...session }] of sessions.entries()) {
      const [row] = id
        ? await tx
            .update(eventSessions)
            .set({ ...session, position })
            .where(eq(eventSessions.id, id))
            .returning()
        : await tx
            .insert(eventSessions)
            .values({ ...session, position, eventId })
            .returning();
      saved.push(row!);
    }
    // Every guest of a split event has a session: those without one (the event was whole, or
    // their session was removed) go to the first, their seats with them.
    const first = saved[0]?.id ?? null;
    for (const table of [guestEvents, eventAnswers]) {
      await tx
        .update(table)
        .set({ sessionId: first })
        .where(and(eq(table.eventId, eventId), first ? isNull(table.sessionId) : undefined));
    }
    await bumpInvitationVersion(tx, invitation.id);
    return saved;
  });
}
