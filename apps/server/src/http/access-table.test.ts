import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleCan, type InvitationRole } from '@kabar/shared';
import { UNAUTHENTICATED_MESSAGE } from '../auth/authenticate';
import type { Db } from '../db/client';
import { guests } from '../modules/guests/guests.schema';
import { INVITATION_NOT_FOUND } from '../modules/invitations/invitation-access';
import { invitationMembers } from '../modules/invitations/invitation-members.schema';
import type { Invitation } from '../modules/invitations/invitations.schema';
import { useTestApp } from '../test/test-app';
import { createTestCouple } from '../test/test-couple';
import { authHeaders, createTestUser } from '../test/test-users';
import type { DeclaredRoute } from './enforce-route-contracts';
import { ROUTE_NOT_FOUND } from './errors';

const ctx = useTestApp();

/** Everyone the table asks about, with the role the gate should find for them. */
const CAST = {
  owner: 'owner',
  editor: 'editor',
  groomManager: 'side_manager',
  brideManager: 'side_manager',
  viewer: 'viewer',
} as const satisfies Record<string, InvitationRole>;
type Member = keyof typeof CAST;

const headers = {} as Record<Member | 'otherCouple', Record<string, string>>;
let invitation: Invitation;
let groomGuestId: string;

async function member(
  db: Db,
  role: 'editor' | 'side_manager' | 'viewer',
  side?: 'groom' | 'bride',
) {
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
  headers.owner = await authHeaders(ctx, couple.user);
  headers.editor = await member(db, 'editor');
  headers.groomManager = await member(db, 'side_manager', 'groom');
  headers.brideManager = await member(db, 'side_manager', 'bride');
  headers.viewer = await member(db, 'viewer');
  headers.otherCouple = await authHeaders(ctx, (await createTestCouple(db)).user);
  const [guest] = await db
    .insert(guests)
    .values({ invitationId: invitation.id, name: 'Paman Joko', side: 'groom', token: 'gate-g1' })
    .returning();
  groomGuestId = guest!.id;
});

/** The route's path for this invitation; other ids are a guest of the list or ids that exist nowhere. */
const pathOf = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'invitationId' || name === 'id'
      ? invitation.id
      : name === 'guestId'
        ? groomGuestId
        : randomUUID(),
  );

const send = (route: DeclaredRoute, who: Record<string, string>) =>
  ctx.app.inject({
    method: route.method as 'GET',
    url: pathOf(route.url),
    headers: who,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

const invitationRoutes = () =>
  ctx.app.declaredRoutes.filter(
    (route) => route.contract.access.kind === 'invitation' && route.contract.access.from === 'path',
  );

describe('the access table, built from every registered route', () => {
  it('covers every invitation route, and each asks the gate for the action written here', () => {
    const gated = ctx.app.declaredRoutes.filter(
      ({ contract }) => contract.access.kind === 'invitation',
    );
    const table = gated.map(({ method, url, contract }) => {
      const { access } = contract;
      return `${method} ${url} → ${access.kind === 'invitation' ? `${access.action} (${access.from})` : ''}`;
    });
    expect(table.length).toBeGreaterThanOrEqual(40);
    // Written out so a route that asks the gate for another action shows up in review.
    expect(table.sort().join('\n')).toMatchSnapshot();
  });

  it('lets through each role its actions allow, 403 to the rest, 404 to another couple, 401 to anyone else', async () => {
    const failures: string[] = [];
    for (const route of invitationRoutes()) {
      const { access } = route.contract;
      if (access.kind !== 'invitation') continue;
      const label = `${route.method} ${route.url}`;
      // An event stream let through stays open: the stream tests read those; here only refusals.
      const stream =
        'produces' in route.contract && route.contract.produces === 'text/event-stream';
      for (const who of Object.keys(CAST) as Member[]) {
        if (stream && roleCan(CAST[who], access.action)) continue;
        const res = await send(route, headers[who]);
        const gateRefused =
          res.statusCode === 401 ||
          res.statusCode === 403 ||
          (res.statusCode === 404 && res.json().meta.msg === INVITATION_NOT_FOUND);
        const allowed = roleCan(CAST[who], access.action);
        if (allowed === gateRefused || (!allowed && res.statusCode !== 403)) {
          failures.push(`${label} ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      const other = await send(route, headers.otherCouple);
      if (other.statusCode !== 404 || other.json().meta.msg !== INVITATION_NOT_FOUND) {
        failures.push(`${label} another couple: ${other.statusCode} ${other.body.slice(0, 120)}`);
      }
      const anonymous = await send(route, {});
      if (anonymous.statusCode !== 401 || anonymous.json().meta.msg !== UNAUTHENTICATED_MESSAGE) {
        failures.push(`${label} anonymous: ${anonymous.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers 401 to anyone not signed in on every route that is not public', async () => {
    const open = ctx.app.declaredRoutes.filter(
      (route) =>
        route.contract.access.kind !== 'public' && route.contract.access.kind !== 'operator',
    );
    expect(open.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of open) {
      const res = await send(route, {});
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 on every operator route to a couple, a co-admin and anyone not signed in', async () => {
    const operatorRoutes = ctx.app.declaredRoutes.filter(
      (route) => route.contract.access.kind === 'operator',
    );
    expect(operatorRoutes.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    for (const route of operatorRoutes) {
      if (!route.url.startsWith('/api/admin/')) failures.push(`${route.url}: not under /api/admin`);
      for (const [who, header] of [
        ['couple', headers.owner],
        ['co-admin', headers.editor],
        ['anonymous', {}],
      ] as const) {
        const res = await send(route, header);
        if (res.statusCode !== 404 || res.json().meta.msg !== ROUTE_NOT_FOUND) {
          failures.push(`${route.method} ${route.url} ${who}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
