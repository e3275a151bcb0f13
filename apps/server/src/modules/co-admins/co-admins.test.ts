import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { otherSideMessage } from '@kabar/shared';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { createTestCouple } from '../../test/test-couple';
import type { Invitation } from '../invitations/invitations.schema';
import { users } from '../users/users.schema';

const ctx = useTestApp();

let invitation: Invitation;
let owner: Record<string, string>;

beforeAll(async () => {
  const couple = await createTestCouple(ctx.database.db);
  invitation = couple.invitation;
  owner = await authHeaders(ctx, couple.user);
  for (const [name, side] of [
    ['Paman Joko', 'groom'],
    ['Bude Sari', 'bride'],
    ['Teman Kantor', null],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/guests`,
      headers: owner,
      payload: { name, side },
    });
    expect(res.statusCode).toBe(201);
  }
});

async function invite(payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/invitations/${invitation.id}/co-admins/invites`,
    headers: owner,
    payload,
  });
}

const tokenOf = (url: string) => url.split('/dashboard/join/')[1]!;

async function newcomer() {
  const user = await createTestUser(ctx.database.db);
  return { user, headers: await authHeaders(ctx, user) };
}

describe('family co-admins', () => {
  it('refuses a side manager without a side, in Indonesian', async () => {
    const res = await invite({ role: 'side_manager' });
    expect(res.statusCode).toBe(422);
    expect(res.json().meta.msg).toBe('Pilih pihak keluarga yang dikelola.');
  });

  it('lets a groom-side manager join by link and see only that side', async () => {
    const made = await invite({ role: 'side_manager', side: 'groom', label: 'Om Hendra' });
    expect(made.statusCode).toBe(201);
    const token = tokenOf(made.json().data.url);
    const hendra = await newcomer();

    // Whoever holds the link sees who invites them to which wedding, before signing in.
    const preview = await ctx.app.inject({ url: `/api/co-admin-invites/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      role: 'side_manager',
      side: 'groom',
      state: 'open',
      invitationId: invitation.id,
    });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/co-admin-invites/${token}/accept`,
      headers: hendra.headers,
    });
    expect(accepted.statusCode).toBe(200);

    const list = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/guests`,
      headers: hendra.headers,
    });
    expect(list.json().data.guests.map((g: { name: string }) => g.name)).toEqual(['Paman Joko']);

    // Issue 33: the other side is refused in Indonesian, not silently moved to theirs.
    const otherSide = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/guests`,
      headers: hendra.headers,
      payload: { name: 'Sepupu Andi', side: 'bride' },
    });
    expect(otherSide.statusCode).toBe(422);
    expect(otherSide.json().data.errors.side).toBe(otherSideMessage('groom'));
    // A guest they add without a side joins theirs, and carries their name.
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/guests`,
      headers: hendra.headers,
      payload: { name: 'Sepupu Andi' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.side).toBe('groom');
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invitations/${invitation.id}/guests/${added.json().data.id}`,
      headers: hendra.headers,
      payload: { name: 'Sepupu Andi', side: 'bride' },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().meta.msg).toBe(otherSideMessage('groom'));
    const seenByOwner = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/guests`,
      headers: owner,
    });
    const andi = seenByOwner
      .json()
      .data.guests.find((g: { name: string }) => g.name === 'Sepupu Andi');
    expect(andi.addedBy).toBe(hendra.user.name);
    expect(seenByOwner.json().data.guests).toHaveLength(4);

    // The bride's side stays out of reach, even by id.
    const bride = seenByOwner
      .json()
      .data.guests.find((g: { name: string }) => g.name === 'Bude Sari');
    const reach = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invitations/${invitation.id}/guests/${bride.id}`,
      headers: hendra.headers,
      payload: { name: 'Diubah' },
    });
    expect(reach.statusCode).toBe(404);

    // The link works once; reopened by the one who accepted it, it leads to the invitation.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/co-admin-invites/${token}/accept`,
      headers: (await newcomer()).headers,
    });
    expect(again.statusCode).toBe(404);
    const reopened = await ctx.app.inject({ url: `/api/co-admin-invites/${token}` });
    expect(reopened.json().data.state).toBe('accepted');
    const back = await ctx.app.inject({
      method: 'POST',
      url: `/api/co-admin-invites/${token}/accept`,
      headers: hendra.headers,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.invitationId).toBe(invitation.id);

    // Revoking takes effect on the very next request.
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${invitation.id}/co-admins/${hendra.user.id}`,
      headers: owner,
    });
    expect(revoke.statusCode).toBe(200);
    const after = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/guests`,
      headers: hendra.headers,
    });
    expect(after.statusCode).toBe(404);
    // A removed helper's old link does not let them back in.
    const readmitted = await ctx.app.inject({
      method: 'POST',
      url: `/api/co-admin-invites/${token}/accept`,
      headers: hendra.headers,
    });
    expect(readmitted.statusCode).toBe(404);
  });

  it('lists members and open links for the couple, and a revoked link stops working', async () => {
    const made = await invite({ role: 'viewer', label: 'Ibu' });
    const token = tokenOf(made.json().data.url);
    const listed = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/co-admins`,
      headers: owner,
    });
    const open = listed.json().data.invites.find((i: { label: string }) => i.label === 'Ibu');
    expect(open).toBeTruthy();
    expect(JSON.stringify(listed.json())).not.toContain(token);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${invitation.id}/co-admins/invites/${open.id}`,
      headers: owner,
    });
    const gone = await ctx.app.inject({ url: `/api/co-admin-invites/${token}` });
    expect(gone.statusCode).toBe(404);
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/co-admin-invites/${token}/accept`,
      headers: (await newcomer()).headers,
    });
    expect(late.statusCode).toBe(404);
    expect(late.json().meta.msg).toContain('sudah tidak berlaku');
  });

  it('does not let the couple accept their own link', async () => {
    const made = await invite({ role: 'editor' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/co-admin-invites/${tokenOf(made.json().data.url)}/accept`,
      headers: owner,
    });
    expect(res.statusCode).toBe(422);
  });

  it('shows a co-admin the invitation in their list, with their role', async () => {
    const made = await invite({ role: 'editor' });
    const rudi = await newcomer();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/co-admin-invites/${tokenOf(made.json().data.url)}/accept`,
      headers: rudi.headers,
    });
    const res = await ctx.app.inject({ url: '/api/invitations', headers: rudi.headers });
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: invitation.id, role: 'editor', side: null }),
    ]);
  });

  it('tells a co-admin the couple’s plan, which decides what the invitation shows', async () => {
    await ctx.database.db.update(users).set({ plan: 'vip' }).where(eq(users.id, invitation.userId));
    const made = await invite({ role: 'editor' });
    const basic = await newcomer();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/co-admin-invites/${tokenOf(made.json().data.url)}/accept`,
      headers: basic.headers,
    });
    const one = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}`,
      headers: basic.headers,
    });
    expect(one.json().data).toMatchObject({ role: 'editor', plan: 'vip' });
    const list = await ctx.app.inject({ url: '/api/invitations', headers: basic.headers });
    expect(list.json().data).toEqual([expect.objectContaining({ plan: 'vip' })]);
    const mine = await ctx.app.inject({ url: '/api/themes/user', headers: basic.headers });
    expect(mine.json().data.plan).toBe('basic');
  });
});
