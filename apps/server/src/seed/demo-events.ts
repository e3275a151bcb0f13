import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventSessions, guestEvents, weddingEvents } from '../modules/events/events.schema';
import { ensureSpecEvents } from '../modules/events/invitation-events';
import { guests } from '../modules/guests/guests.schema';
import { COUPLES } from './demo-couples';
import { demoInvitationId } from './demo-invitations';

const ids = {
  ngunduh: '00000000-0000-4000-8000-000000002701',
  sesi1: '00000000-0000-4000-8000-000000002711',
  sesi2: '00000000-0000-4000-8000-000000002712',
};

/** Demo guests on the list with their personal links: who is invited to which events. */
const DEMO_GUESTS = [
  {
    id: '00000000-0000-4000-8000-000000002721',
    name: 'Bapak Sutrisno',
    token: 'demoSesiSatu0001',
    akad: true,
    session: 'sesi1',
    ngunduh: false,
  },
  {
    id: '00000000-0000-4000-8000-000000002722',
    name: 'Ibu Ratna Dewi',
    token: 'demoSesiDua00002',
    akad: false,
    session: 'sesi2',
    ngunduh: false,
  },
  {
    id: '00000000-0000-4000-8000-000000002723',
    name: 'Mas Dimas Wicaksono',
    token: 'demoNgunduh00003',
    akad: true,
    session: 'sesi2',
    ngunduh: true,
  },
] as const;

/**
 * The keraton-emas demo shows issue 27's events: its reception in two sessions ("Sesi 1" and
 * "Sesi 2"), a private ngunduh mantu in the groom's town, and demo guests invited to different ones.
 * Idempotent: stable ids, nothing changed once there.
 */
export async function seedDemoEvents(db: Db): Promise<void> {
  const invitationId = demoInvitationId(
    COUPLES.findIndex((couple) => couple.theme === 'keraton-emas'),
  );
  await ensureSpecEvents(db, invitationId);
  const spec = await db
    .select({ id: weddingEvents.id, specKey: weddingEvents.specKey })
    .from(weddingEvents)
    .where(eq(weddingEvents.invitationId, invitationId));
  const akad = spec.find((event) => event.specKey === 'ibadah')!.id;
  const resepsi = spec.find((event) => event.specKey === 'resepsi')!.id;
  await db
    .insert(eventSessions)
    .values([
      {
        id: ids.sesi1,
        eventId: resepsi,
        position: 0,
        title: 'Sesi 1',
        startTime: '19:00',
        endTime: '20:30',
        capacity: 300,
      },
      {
        id: ids.sesi2,
        eventId: resepsi,
        position: 1,
        title: 'Sesi 2',
        startTime: '20:30',
        endTime: '22:00',
        capacity: 300,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(weddingEvents)
    .values({
      id: ids.ngunduh,
      invitationId,
      position: 2,
      title: 'Ngunduh Mantu',
      date: '2027-07-24',
      startTime: '10:00',
      endTime: '13:00',
      timeZone: 'WIB',
      venue: 'Pendopo Ndalem Wicaksono',
      address: 'Jl. Pemuda No. 8, Klaten, Jawa Tengah',
      // For the invited family only: it shows on their personal links, and the open demo page
      // stays within the first view's 16 KB (issue 27).
      isPublic: false,
    })
    .onConflictDoNothing();
  await db
    .insert(guests)
    .values(
      DEMO_GUESTS.map(({ id, name, token }) => ({
        id,
        invitationId,
        name,
        token,
        invitedCount: 2,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(guestEvents)
    .values(
      DEMO_GUESTS.flatMap((guest) => [
        ...(guest.akad ? [{ guestId: guest.id, eventId: akad, sessionId: null }] : []),
        { guestId: guest.id, eventId: resepsi, sessionId: ids[guest.session] },
        ...(guest.ngunduh ? [{ guestId: guest.id, eventId: ids.ngunduh, sessionId: null }] : []),
      ]),
    )
    .onConflictDoNothing();
}
