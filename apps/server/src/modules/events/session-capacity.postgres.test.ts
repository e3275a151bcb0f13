import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@kabar/shared';
import { createTestInvitation } from '../../test/test-invitations';
import { useTestApp } from '../../test/test-app';
import { createTestUser } from '../../test/test-users';
import { guests } from '../guests/guests.schema';
import { answerEvents } from './event-answers';
import { eventAnswers } from './events.schema';
import { loadEvents, saveSessions } from './invitation-events';

const ctx = useTestApp();

describe('a session’s capacity under concurrent answers (PostgreSQL, 10 connections)', () => {
  it('50 concurrent hadir answers for the last 5 seats: exactly 5 succeed, the rest store nothing', async () => {
    const { db } = ctx.database;
    const user = await createTestUser(db, { plan: 'vip' });
    const invitation = await createTestInvitation(db, user.id, {
      content: {
        waktu_selesai_resepsi_pernikahan: '15:00',
        sampai_selesai_resepsi_pernikahan: false,
      },
    });
    const resepsi = (await loadEvents(db, invitation))[1]!;
    const [sesi1] = await saveSessions(db, invitation, resepsi.id, [
      { title: 'Sesi 1', startTime: '11:00', endTime: '13:00', capacity: 10 },
    ]);
    const list = await db
      .insert(guests)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          invitationId: invitation.id,
          name: `Tamu ${i}`,
          token: `race${String(i).padStart(2, '0')}${invitation.id.replace(/-/g, '').slice(0, 12)}`,
          invitedCount: 1,
        })),
      )
      .returning();
    const hadir = [{ eventId: resepsi.id, attendance: 'hadir' as const, guests: 1 }];
    for (const guest of list.slice(0, 5)) await answerEvents(db, guest.id, hadir);

    const results = await Promise.allSettled(
      list.slice(5).map((guest) => answerEvents(db, guest.id, hadir)),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.length - refused.length).toBe(5);
    for (const result of refused) {
      expect(result.reason).toMatchObject({
        statusCode: 409,
        message: EVENT_MESSAGES.sessionFull('Sesi 1'),
      });
    }
    const [seats] = await db
      .select({
        people: sql<number>`sum(${eventAnswers.guests})::int`,
        rows: sql<number>`count(*)::int`,
      })
      .from(eventAnswers)
      .where(and(eq(eventAnswers.sessionId, sesi1!.id), eq(eventAnswers.attendance, 'hadir')));
    expect(seats).toEqual({ people: 10, rows: 10 });
    const answered = await db
      .select({ id: guests.id })
      .from(guests)
      .where(
        and(eq(guests.invitationId, invitation.id), sql`${guests.rsvpAttendance} is not null`),
      );
    expect(answered).toHaveLength(10);
  });
});
