import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER } from '@kabar/shared';
import type { Db } from '../../db/client';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { guests } from '../guests/guests.schema';
import { createTestCouple } from '../../test/test-couple';
import { invitationMembers } from '../invitations/invitation-members.schema';
import type { Invitation } from '../invitations/invitations.schema';

const ctx = useTestApp();

type Who = 'owner' | 'editor' | 'groomManager' | 'viewer' | 'otherCouple';
const people = {} as Record<Who, Record<string, string>>;
let invitation: Invitation;
let groomGuestId: string;

async function member(db: Db, role: 'editor' | 'side_manager' | 'viewer', side?: 'groom') {
  const user = await createTestUser(db);
  await db
    .insert(invitationMembers)
    .values({ invitationId: invitation.id, userId: user.id, role, side: side ?? null });
  return authHeaders(ctx, user);
}

beforeAll(async () => {
  const db = ctx.database.db;
  const couple = await createTestCouple(db);
  invitation = couple.invitation;
  people.owner = await authHeaders(ctx, couple.user);
  people.editor = await member(db, 'editor');
  people.groomManager = await member(db, 'side_manager', 'groom');
  people.viewer = await member(db, 'viewer');
  people.otherCouple = await authHeaders(ctx, (await createTestCouple(db)).user);
  const [guest] = await db
    .insert(guests)
    .values({ invitationId: invitation.id, name: 'Paman Joko', side: 'groom', token: 'gate-g1' })
    .returning();
  groomGuestId = guest!.id;
});

/**
 * Every invitation route, and who gets through the gate: O owner, E editor, S side manager
 * (groom), V viewer. Written out by hand, not derived from the role table, so a route that asks
 * the gate for the wrong action fails here.
 */
const ROUTES: [
  method: string,
  path: (id: string, guest: string) => string,
  allowed: string,
  body?: unknown,
][] = [
  ['GET', (id) => `/api/invitations/${id}`, 'OESV'],
  [
    'PUT',
    (id) => `/api/invitations/${id}/section-order`,
    'OE',
    { section_order: [...DEFAULT_SECTION_ORDER] },
  ],
  ['PUT', (id) => `/api/invitations/${id}/status`, 'O', { status: 'published' }],
  ['PUT', (id) => `/api/invitations/${id}/theme`, 'OE', { theme_id: 1 }],
  ['POST', (id) => `/api/invitations/${id}/features`, 'OE', { switches: ['countdown_enabled'] }],
  ['POST', (id) => `/api/invitations/${id}/preview`, 'OESV'],
  ['GET', (id) => `/api/invitations/${id}/guests`, 'OESV'],
  ['POST', (id) => `/api/invitations/${id}/guests`, 'OES', { name: 'Tamu Baru', side: 'groom' }],
  [
    'PATCH',
    (id, guest) => `/api/invitations/${id}/guests/${guest}`,
    'OES',
    { name: 'Paman Joko', side: 'groom' },
  ],
  ['GET', (id) => `/api/invitations/${id}/guests/export`, 'OESV'],
  [
    'POST',
    (id, guest) => `/api/invitations/${id}/guests/${guest}/sent`,
    'OES',
    { round: 'invite' },
  ],
  ['PUT', (id, guest) => `/api/invitations/${id}/guests/${guest}/check-in`, 'OES', { people: 1 }],
  ['GET', (id, guest) => `/api/invitations/${id}/guests/${guest}/qr.svg`, 'OESV'],
  [
    'PUT',
    (id) => `/api/invitations/${id}/guest-templates`,
    'OE',
    { inviteTemplate: 'Halo {nama}', reminderTemplate: 'Halo {nama}' },
  ],
  ['GET', (id) => `/api/invitations/${id}/arrivals`, 'OESV'],
  ['GET', (id) => `/api/invitations/${id}/responses`, 'OESV'],
  ['GET', (id) => `/api/invitations/${id}/responses/export/rsvp`, 'OESV'],
  ['GET', (id) => `/api/invitations/${id}/gifts`, 'OEV'],
  [
    'POST',
    (id) => `/api/invitations/${id}/gifts`,
    'OE',
    { kind: 'amplop', fromName: 'Om Budi', amount: 100000 },
  ],
  ['GET', (id) => `/api/invitations/${id}/checkin-links`, 'OE'],
  ['POST', (id) => `/api/invitations/${id}/checkin-links`, 'OE', { label: 'Meja tamu' }],
  ['GET', (id) => `/api/invitations/${id}/domain`, 'O'],
  ['GET', (id) => `/api/invitations/${id}/co-admins`, 'O'],
  ['POST', (id) => `/api/invitations/${id}/co-admins/invites`, 'O', { role: 'viewer' }],
];

const LETTER: Record<Exclude<Who, 'otherCouple'>, string> = {
  owner: 'O',
  editor: 'E',
  groomManager: 'S',
  viewer: 'V',
};

describe('the access gate, route by route', () => {
  for (const [method, path, allowed, body] of ROUTES) {
    const url = path(':id', ':guestId');
    it(`${method} ${url}`, async () => {
      const send = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: method as 'GET',
          url: path(invitation.id, groomGuestId),
          headers,
          ...(body === undefined ? {} : { payload: body as object }),
        });
      for (const who of Object.keys(LETTER) as (keyof typeof LETTER)[]) {
        const res = await send(people[who]);
        const through = allowed.includes(LETTER[who]);
        const seen = `${who}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (through) expect([401, 403, 404].includes(res.statusCode), seen).toBe(false);
        else expect(res.statusCode, seen).toBe(403);
      }
      const other = await send(people.otherCouple);
      expect(other.statusCode, other.body).toBe(404);
      expect(other.json().meta.msg).toBe('Undangan tidak ditemukan.');
      expect((await send({})).statusCode).toBe(401);
    });
  }
});
