import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildThemeAssets } from '@kabar/themes';
import { useTestApp } from '../../test/test-app';
import { createTestUser } from '../../test/test-users';
import { invitations } from '../invitations/invitations.schema';
import { addWish } from '../rsvps/rsvps.queries';
import { InvitationPageCache } from './page-cache';
import { renderSource } from './render-source';
import { createTestInvitation } from '../../test/test-invitations';

const ctx = useTestApp();
const assets = buildThemeAssets();

describe('InvitationPageCache', () => {
  it('renders once per version and asks the database at most once per freshness window', async () => {
    const user = await createTestUser(ctx.database.db, { plan: 'vip' });
    const invitation = await createTestInvitation(ctx.database.db, user.id);
    let now = 1_000_000;
    const render = vi.fn((source) => renderSource(source, assets, ctx.config.site));
    const cache = new InvitationPageCache(ctx.database.db, render, {
      freshForMs: 5000,
      maxEntries: 10,
      now: () => now,
    });
    const slug = invitation.slug!;

    const first = await cache.get(slug);
    expect(first?.model.bride.shortName).toBe('Sinta');
    const page = await cache.wishesPage(first!, 1);
    expect(page.total).toBe(0);
    for (let i = 0; i < 50; i++) expect(await cache.get(slug)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);

    await addWish(ctx.database.db, invitation.id, { name: 'Sari', message: 'Selamat!' });
    expect((await cache.wishesPage(first!, 1)).total).toBe(0);
    now += 5001;
    const same = await cache.get(slug);
    expect(render).toHaveBeenCalledTimes(1);
    expect((await cache.wishesPage(same!, 1)).total).toBe(1);

    await ctx.database.db
      .update(invitations)
      .set({ content: { ...invitation.content, brideName: 'Wulan Sari' }, version: 2 })
      .where(eq(invitations.id, invitation.id));
    now += 5001;
    expect((await cache.get(slug))?.model.bride.shortName).toBe('Wulan');
    expect(render).toHaveBeenCalledTimes(2);

    await ctx.database.db
      .update(invitations)
      .set({ status: 'draft' })
      .where(eq(invitations.id, invitation.id));
    now += 5001;
    expect(await cache.get(slug)).toBeNull();
  });
});
