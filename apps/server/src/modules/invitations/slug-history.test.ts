import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SLUG_MESSAGES } from '@kabar/shared';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { createTestInvitation } from '../../test/test-invitations';
import { invitations, type Invitation } from './invitations.schema';

const ctx = useTestApp();
let counter = 0;

/** Saves an invitation's own content again through the editor's route, with another link. */
function saveWithSlug(headers: Record<string, string>, invitation: Invitation, slug: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/themes/configuration',
    headers,
    // The demo music is one of our own files, which the form does not take as a web address.
    payload: {
      theme_id: invitation.themeId,
      ...invitation.content,
      background_music_url: '',
      invitation_slug: slug,
    },
  });
}

/** A VIP couple with a published invitation on `first`, which they then change to `second`. */
async function coupleWhoMoved() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}-${counter}`;
  const [first, second] = [`lama-${stamp}`, `baru-${stamp}`];
  const user = await createTestUser(ctx.database.db, { plan: 'vip' });
  const headers = await authHeaders(ctx, user);
  const invitation = await createTestInvitation(ctx.database.db, user.id, { slug: first });
  const moveTo = (slug: string) => saveWithSlug(headers, invitation, slug);
  expect((await moveTo(second)).statusCode).toBe(200);
  return { user, headers, invitation, first, second, moveTo };
}

async function otherCouple() {
  const user = await createTestUser(ctx.database.db, { plan: 'vip' });
  return { user, headers: await authHeaders(ctx, user) };
}

describe('a link the couple changed', () => {
  it('answers 301 to the current link, keeping the guest query', async () => {
    const { first, second } = await coupleWhoMoved();
    const res = await ctx.app.inject(`/${first}?to=Budi%20%26%20Keluarga&g=abc123`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(
      `http://localhost:3000/${second}?to=Budi%20%26%20Keluarga&g=abc123`,
    );
    const bare = await ctx.app.inject(`/${first}`);
    expect(bare.headers.location).toBe(`http://localhost:3000/${second}`);
    expect((await ctx.app.inject(`/${second}`)).statusCode).toBe(200);
  });

  it('keeps the path: the calendar, a preview image shared earlier, and forms posted from the old page', async () => {
    const { first, second } = await coupleWhoMoved();
    const calendar = await ctx.app.inject(`/${first}/kalender.ics?acara=resepsi`);
    expect(calendar.statusCode).toBe(301);
    expect(calendar.headers.location).toBe(
      `http://localhost:3000/${second}/kalender.ics?acara=resepsi`,
    );
    const preview = await ctx.app.inject(`/${first}/og.jpg?v=1`);
    expect(preview.headers.location).toBe(`http://localhost:3000/${second}/og.jpg?v=1`);
    const rsvp = await ctx.app.inject({
      method: 'POST',
      url: `/${first}/rsvp`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Budi&attendance=hadir&guests=1',
    });
    expect(rsvp.statusCode).toBe(308);
    expect(rsvp.headers.location).toBe(`http://localhost:3000/${second}/rsvp`);
    const wish = await ctx.app.inject({
      method: 'POST',
      url: `/${first}/ucapan`,
      headers: { accept: 'application/json' },
      payload: { name: 'Budi', message: 'Selamat' },
    });
    expect(wish.statusCode).toBe(308);
    expect(wish.headers.location).toBe(`http://localhost:3000/${second}/ucapan`);
  });

  it('redirects on the invitation subdomain too', async () => {
    const { first, second } = await coupleWhoMoved();
    const res = await ctx.app.inject({ url: '/?to=Budi', headers: { host: `${first}.kabar.id` } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`http://localhost:3000/${second}?to=Budi`);
  });

  it('is taken for every other couple: availability and saving say so', async () => {
    const { first } = await coupleWhoMoved();
    const other = await otherCouple();
    const check = await ctx.app.inject({
      url: `/api/invitations/slug-availability?slug=${first}`,
      headers: other.headers,
    });
    expect(check.json().data).toEqual({
      slug: first,
      available: false,
      message: SLUG_MESSAGES.taken,
    });
    const own = await createTestInvitation(ctx.database.db, other.user.id);
    const save = await saveWithSlug(other.headers, own, first);
    expect(save.statusCode).toBe(422);
    expect(save.json().data.errors).toEqual({ invitation_slug: SLUG_MESSAGES.taken });
  });

  it('can be taken back by its own couple, and then the newer link redirects', async () => {
    const { headers, first, second, moveTo } = await coupleWhoMoved();
    const check = await ctx.app.inject({
      url: `/api/invitations/slug-availability?slug=${first}`,
      headers,
    });
    expect(check.json().data.available).toBe(true);
    expect((await moveTo(first)).statusCode).toBe(200);
    expect((await ctx.app.inject(`/${first}`)).statusCode).toBe(200);
    const res = await ctx.app.inject(`/${second}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`http://localhost:3000/${first}`);
  });

  it('shows the guest page, not the app 404, while the invitation is unpublished', async () => {
    const { invitation, first } = await coupleWhoMoved();
    await ctx.database.db
      .update(invitations)
      .set({ status: 'draft' })
      .where(eq(invitations.id, invitation.id));
    const res = await ctx.app.inject(`/${first}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Undangan tidak ditemukan');
    expect(res.headers.location).toBeUndefined();
  });

  it('is free again once the invitation is deleted', async () => {
    const { invitation, first } = await coupleWhoMoved();
    await ctx.database.db.delete(invitations).where(eq(invitations.id, invitation.id));
    const other = await otherCouple();
    const check = await ctx.app.inject({
      url: `/api/invitations/slug-availability?slug=${first}`,
      headers: other.headers,
    });
    expect(check.json().data.available).toBe(true);
    const res = await ctx.app.inject(`/${first}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Undangan tidak ditemukan');
  });
});
