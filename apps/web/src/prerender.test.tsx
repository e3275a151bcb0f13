import { describe, expect, it } from 'vitest';
import type { Theme } from '@kabar/shared/theme';
import type { IslandTheme } from '@/components/theme/island-theme';
import { isAppPath, prerender } from './prerender';

const theme = (id: number, tier: 'basic' | 'premium' | 'vip', demo: string | null): Theme => ({
  theme_id: id,
  theme_name: `Tema ${id}`,
  description: `Tentang tema ${id}`,
  price: tier === 'basic' ? '0.00' : '15000.00',
  photo_url: `/t/${id}-600.webp`,
  photo_srcset: `/t/${id}-300.webp 300w, /t/${id}-600.webp 600w`,
  photo_srcset_avif: null,
  website_url: demo,
  tags: { style: 'floral', culture: 'bali', colour: 'merah' },
  theme_type: { theme_type_id: 1, theme_type_name: tier },
});
const themes = [
  theme(1, 'basic', 'https://kabar.test/demo-1'),
  theme(2, 'vip', 'https://kabar.test/demo-2'),
  theme(3, 'premium', null),
  theme(4, 'vip', null),
];

/** The opening tags of the cards, in page order. */
const cards = (html: string) => html.match(/<article[^>]*data-testid="theme-card"[^>]*>/g) ?? [];
const attribute = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&quot;/g, '"');

describe('the public pages as the server draws them (decision 035)', () => {
  it('draws the catalogue for its islands: every card, those the chip leaves out hidden', async () => {
    const page = await prerender({ url: '/themes-detail?tier=vip', themes });
    expect(page?.islands).toBe(true);
    // No app takes the page over, so it carries no query state.
    expect(page?.state).toBeNull();
    const drawn = cards(page!.html);
    expect(drawn).toHaveLength(4);
    expect(drawn.map((tag) => tag.includes('hidden=""'))).toEqual([true, false, true, false]);
    const summary = JSON.parse(attribute(drawn[1]!, 'data-theme')!) as IslandTheme;
    expect(summary).toEqual({
      theme_name: 'Tema 2',
      theme_type: { theme_type_name: 'vip' },
      tags: { style: 'floral', culture: 'bali', colour: 'merah' },
      website_url: 'https://kabar.test/demo-2',
    });
    expect(page!.html).toContain('data-testid="catalogue-counter"');
    expect(page!.html).toContain('Menampilkan 2 dari 4 tema');
  });

  it("asks for only the first shown card's photo with the page (decision 047)", async () => {
    const page = await prerender({ url: '/themes-detail?tier=vip', themes });
    const photos = page!.html.match(/<img[^>]*alt="Sampul undangan tema[^>]*>/g) ?? [];
    expect(
      photos.map((tag) => [attribute(tag, 'loading'), attribute(tag, 'fetchPriority')]),
    ).toEqual([
      ['lazy', 'auto'],
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it("offers each card's photo as AVIF, and preloads the AVIF of the first shown card alone (decision 057)", async () => {
    const withAvif = themes.map((entry) => ({
      ...entry,
      photo_srcset_avif: entry.photo_srcset.replace(/webp/g, 'avif'),
    }));
    const page = await prerender({ url: '/themes-detail?tier=vip', themes: withAvif });
    const sources = page!.html.match(/<source type="image\/avif"[^>]*>/g) ?? [];
    expect(sources.map((tag) => attribute(tag, 'srcSet'))).toEqual(
      withAvif.map((entry) => entry.photo_srcset_avif),
    );
    const preloads = page!.html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(attribute(preloads[0]!, 'type')).toBe('image/avif');
    expect(attribute(preloads[0]!, 'imageSrcSet')).toBe(withAvif[1]!.photo_srcset_avif);
  });

  it("defines the cards' icons once and draws each card's as a use of it (decision 059)", async () => {
    const html = (await prerender({ url: '/themes-detail', themes }))!.html;
    expect(html.startsWith('<svg class="hidden" aria-hidden="true"><symbol id=')).toBe(true);
    // Only the two themes with a demo draw Detail, Website and Share.
    for (const icon of ['eye', 'globe', 'share-2']) {
      expect(html.match(new RegExp(`<symbol id="icon-${icon}"`, 'g'))).toHaveLength(1);
      expect(html.match(new RegExp(`<use href="#icon-${icon}">`, 'g'))).toHaveLength(2);
    }
    expect(html).not.toMatch(
      /<path d="M2\.062 12\.348[^>]*><\/path><circle[^>]*><\/circle><\/svg>/,
    );
  });

  it('leaves the icons of a page the app hydrates as React draws them', async () => {
    const html = (await prerender({ url: '/help' }))!.html;
    expect(html).not.toContain('<use href=');
  });

  it('draws what the islands open, closed: drawer, scroll-to-top, the couple’s menu, both dialogs', async () => {
    const page = await prerender({
      url: '/',
      themes,
      planPrices: { basic: 0, premium: 1, vip: 2 },
    });
    const html = page!.html;
    expect(page?.islands).toBe(true);
    expect(html).toMatch(/<div data-island="drawer" hidden=""/);
    expect(html).toMatch(/<button type="button" hidden="" data-action="scroll-top"/);
    expect(html.match(/data-session="user" class="contents" hidden=""/g)).toHaveLength(2);
    expect(html.match(/data-session="visitor" class="contents">/g)).toHaveLength(2);
    expect(html).toMatch(/<dialog [^>]*data-island="theme-detail"/);
    expect(html).toMatch(/<dialog [^>]*data-island="website"/);
    // The demo's frame is made when a theme is opened: a frame in the HTML costs a blank
    // document while the page loads.
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<div data-slot="demo-frame"/);
    expect(html).toContain('data-signed-in-href="/dashboard/set-theme"');
    // The app's route progress bar would never finish without the app.
    expect(html).not.toContain('role="progressbar"');
  });

  it('leaves the other public pages to the app, with its state', async () => {
    const page = await prerender({ url: '/help' });
    expect(page?.islands).toBe(false);
    expect(page?.state).not.toBeNull();
    expect(page!.html).not.toContain('data-session=');
  });
});

describe('isAppPath: the addresses the app has a page for', () => {
  it('knows the public, signed-in and guest pages, with their parameters', () => {
    for (const path of [
      '/',
      '/login',
      '/themes-detail',
      '/checkout/finish/ord-1',
      '/dashboard',
      '/dashboard/set-theme',
      '/dashboard/invitations/0b7c6c1e/guests/hari-h',
      '/dashboard/join/abc',
      '/album/sinta-budi/unggah',
      '/layar/ABC123',
      '/help/',
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it('leaves everything else to the not-found page', () => {
    for (const path of ['/harga', '/tidak/ada/halaman', '/dashboard/tidak-ada', '/album/sinta']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
