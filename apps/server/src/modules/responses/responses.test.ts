import { describe, expect, it } from 'vitest';
import type { GuestDto, InvitationResponses, ResponsesOverviewItem } from '@kabar/shared';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestMember, createTestUser } from '../../test/test-users';
import { createTestInvitation } from '../../test/test-invitations';

const ctx = useTestApp();
let ip = 0;

async function answer(slug: string, kind: 'rsvp' | 'ucapan', payload: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/${slug}/${kind}`,
    headers: { accept: 'application/json' },
    payload,
    remoteAddress: `10.7.0.${++ip}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string };
}

async function setUp() {
  const owner = await createTestUser(ctx.database.db, { plan: 'vip' });
  const invitation = await createTestInvitation(ctx.database.db, owner.id);
  const slug = invitation.slug!;
  await answer(slug, 'rsvp', { name: 'Budi', attendance: 'hadir', guests: 3 });
  await answer(slug, 'rsvp', {
    name: 'Sari',
    attendance: 'hadir',
    guests: 2,
    message: '=HYPERLINK("x")',
  });
  await answer(slug, 'rsvp', { name: 'Tono', attendance: 'tidak_hadir', guests: 1 });
  await answer(slug, 'rsvp', { name: 'Rudi', attendance: 'ragu', guests: 4 });
  const wish = await answer(slug, 'ucapan', { name: 'Budi', message: 'Selamat, semoga bahagia!' });
  return { owner, invitation, slug, wish };
}

describe('the couple’s answers', () => {
  it('counts attending, not attending, unsure and the guests expected', async () => {
    const { owner, invitation } = await setUp();
    const res = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/responses`,
      headers: await authHeaders(ctx, owner),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as InvitationResponses;
    expect(data.summary).toEqual({
      attending: 2,
      not_attending: 1,
      unsure: 1,
      total_guests: 5,
      total_responses: 4,
      wishes: 1,
    });
    expect(data.rsvps.map((rsvp) => rsvp.name).sort()).toEqual(['Budi', 'Rudi', 'Sari', 'Tono']);
    expect(data.wishes[0]).toMatchObject({ name: 'Budi', hidden: false });
    expect(data.invitation).toMatchObject({
      title: 'Sinta Maharani & Joko Susilo',
      status: 'published',
      rsvp_on_plan: true,
    });
  });

  it('tells a Basic couple that RSVP is not on their plan', async () => {
    const owner = await createTestUser(ctx.database.db, { plan: 'basic' });
    const invitation = await createTestInvitation(ctx.database.db, owner.id);
    const res = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/responses`,
      headers: await authHeaders(ctx, owner),
    });
    expect((res.json().data as InvitationResponses).invitation).toMatchObject({
      rsvp_open: false,
      rsvp_on_plan: false,
    });
  });

  it('lists only the caller’s invitations with their answer counts and canonical link', async () => {
    const { owner, invitation, slug } = await setUp();
    await setUp();
    const res = await ctx.app.inject({
      url: '/api/responses',
      headers: await authHeaders(ctx, owner),
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().data as ResponsesOverviewItem[];
    expect(items).toEqual([
      {
        id: invitation.id,
        theme_id: invitation.themeId,
        title: 'Sinta Maharani & Joko Susilo',
        status: 'published',
        url: `${ctx.config.site.publicUrl}/${slug}`,
        responses: 4,
        attending: 2,
        wishes: 1,
      },
    ]);
    expect((await ctx.app.inject('/api/responses')).statusCode).toBe(401);
  });

  it("counts a side manager's menu the way their answers page does: their side's guests only", async () => {
    const { owner, invitation, slug } = await setUp();
    const ownerHeaders = await authHeaders(ctx, owner);
    const addGuest = async (name: string, side: 'groom' | 'bride') => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/invitations/${invitation.id}/guests`,
        headers: ownerHeaders,
        payload: { name, side },
      });
      return res.json().data as GuestDto;
    };
    const uncle = await addGuest('Paman Joko', 'groom');
    const aunt = await addGuest('Bu Ani', 'bride');
    await answer(slug, 'rsvp', { g: uncle.token, attendance: 'hadir', guests: 1 });
    await answer(slug, 'rsvp', { g: aunt.token, attendance: 'hadir', guests: 1 });
    const manager = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'groom');
    const headers = await authHeaders(ctx, manager);
    const menu = await ctx.app.inject({ url: '/api/responses', headers });
    const page = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/responses`,
      headers,
    });
    const { summary } = page.json().data as InvitationResponses;
    expect(summary).toMatchObject({ total_responses: 1, attending: 1 });
    expect(menu.json().data).toMatchObject([
      { id: invitation.id, responses: summary.total_responses, attending: summary.attending },
    ]);
    const owners = await ctx.app.inject({ url: '/api/responses', headers: ownerHeaders });
    expect(owners.json().data).toMatchObject([{ responses: 6, attending: 4 }]);
  });

  it('answers 404 to everyone but the owner, and 401 without a session', async () => {
    const { invitation, wish } = await setUp();
    const stranger = await createTestUser(ctx.database.db);
    const headers = await authHeaders(ctx, stranger);
    for (const request of [
      { method: 'GET' as const, url: `/api/invitations/${invitation.id}/responses` },
      { method: 'GET' as const, url: `/api/invitations/${invitation.id}/responses/export/rsvp` },
      {
        method: 'PATCH' as const,
        url: `/api/invitations/${invitation.id}/wishes/${wish.id}`,
        payload: { hidden: true },
      },
      { method: 'GET' as const, url: '/api/invitations/bukan-uuid/responses' },
    ]) {
      expect((await ctx.app.inject({ ...request, headers })).statusCode).toBe(404);
      expect((await ctx.app.inject(request)).statusCode).toBe(401);
    }
  });

  it('hides a wish from the page and shows it again', async () => {
    const { owner, invitation, slug, wish } = await setUp();
    const headers = await authHeaders(ctx, owner);
    const hide = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invitations/${invitation.id}/wishes/${wish.id}`,
      headers,
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data.hidden).toBe(true);
    expect((await ctx.app.inject(`/${slug}`)).body).not.toContain('Selamat, semoga bahagia!');
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invitations/${invitation.id}/wishes/${wish.id}`,
      headers,
      payload: { hidden: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await ctx.app.inject(`/${slug}`)).body).toContain('Selamat, semoga bahagia!');
  });

  it('exports CSV that spreadsheets open safely', async () => {
    const { owner, invitation } = await setUp();
    const headers = await authHeaders(ctx, owner);
    const res = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/responses/export/rsvp`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="rsvp-.+\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nama,Kehadiran,Jumlah Tamu,Pesan,Dijawab');
    expect(lines).toHaveLength(5);
    expect(res.body).toContain(`Sari,Hadir,2,"'=HYPERLINK(""x"")"`);
    expect(res.body).toContain('Tono,Tidak Hadir,0,');
    const wishes = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/responses/export/ucapan`,
      headers,
    });
    expect(wishes.body).toContain('Budi,"Selamat, semoga bahagia!"');
  });
});
