/** @jsxRuntime automatic @jsxImportSource react */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER, type InvitationContent, type PlanId } from '@kabar/shared';
import { buildThemeAssets } from '../assets/build-assets';
import { THEME_CATALOGUE } from '../catalogue/catalogue';
import { DESIGNS, VARIANTS, type DesignId } from '../catalogue/variants';
import { buildPageModel } from '../model/build-page-model';
import { FULL_CONTENT, sampleInput } from '../test/sample-invitation';
import { fillInvitationPage } from './fill-page';
import { renderPageTemplate } from './render-page';

const assets = buildThemeAssets();
/** Each design's first theme in the catalogue. */
const THEME_BY_DESIGN = Object.fromEntries(
  DESIGNS.map((design) => [design, THEME_CATALOGUE.find((theme) => theme.design === design)!.code]),
) as Record<DesignId, string>;

function render(
  design: DesignId,
  options: {
    plan?: PlanId;
    content?: InvitationContent;
    guestName?: string | null;
    order?: string[];
  } = {},
) {
  const input = sampleInput({
    theme: { code: THEME_BY_DESIGN[design], tier: 'basic' },
    plan: options.plan ?? 'vip',
  });
  input.invitation.content = { ...FULL_CONTENT, ...options.content };
  if (options.order) input.invitation.sectionOrder = options.order;
  const model = buildPageModel(input);
  const html = fillInvitationPage(renderPageTemplate(model, assets), model, {
    guestName: options.guestName ?? null,
    now: new Date('2026-11-22T00:00:00Z'),
    wishes: { wishes: [], page: 1, totalPages: 1, total: 0 },
  });
  const sections = [...html.matchAll(/data-section="([a-z_]+)"/g)].map((match) => match[1]);
  return { html, sections, model };
}

const ALL = [
  'couple',
  'love_story',
  'ceremony',
  'live_stream',
  'reception',
  'gallery',
  'countdown',
  'location',
  'digital_envelope',
  'rsvp',
  'guest_book',
  'closing',
];

describe.each(DESIGNS)('design %s', (design) => {
  it('shows every section of a VIP invitation, in order, with the design class', () => {
    const { html, sections } = render(design);
    expect(sections).toEqual(ALL);
    expect(html).toContain(`<html lang="id" class="d-${design}">`);
    expect(html).toContain('id="music"');
    expect(html).toContain('Salin Nomor Rekening');
    expect(html).toContain('Sabtu, 12 Desember 2026');
    expect(html).toContain('Pukul 08.00 - 10.00 WIB');
    expect(html).toContain('Pukul 11.00 WIB - sampai selesai');
  });

  it('leaves out what the Basic plan does not have, even when switched on', () => {
    const { html, sections } = render(design, { plan: 'basic' });
    expect(sections).toEqual([
      'couple',
      'ceremony',
      'live_stream',
      'reception',
      'gallery',
      'guest_book',
      'closing',
    ]);
    expect(html).not.toContain('id="music"');
    expect(html).not.toContain('data-copy');
  });

  it('gives Premium maps, countdown and RSVP but not the VIP features', () => {
    const { sections } = render(design, { plan: 'premium' });
    expect(sections).toEqual([
      'couple',
      'ceremony',
      'live_stream',
      'reception',
      'gallery',
      'countdown',
      'location',
      'rsvp',
      'guest_book',
      'closing',
    ]);
  });

  it('follows the couple’s switches', () => {
    const { sections, html } = render(design, {
      content: {
        gallery_enabled: false,
        reception_enabled: false,
        countdown_enabled: false,
        rsvp_enabled: false,
        guest_book_enabled: false,
        digital_envelope_enabled: false,
        background_music_enabled: false,
        live_stream_url: '',
        love_story: '',
      },
    });
    expect(sections).toEqual(['couple', 'ceremony', 'location', 'closing']);
    expect(html).not.toContain('id="music"');
  });

  it('follows the saved section order, the guest book at its own place', () => {
    const order = [
      'guest_book',
      'gallery',
      ...DEFAULT_SECTION_ORDER.filter((id) => !['rsvp', 'gallery', 'guest_book'].includes(id)),
      'rsvp',
    ];
    const { sections } = render(design, { order });
    expect(sections.slice(0, 3)).toEqual(['guest_book', 'gallery', 'couple']);
    expect(sections.slice(-2)).toEqual(['rsvp', 'closing']);
  });

  it('shows the guest book right after RSVP for an order of the first 8', () => {
    const order = ['rsvp', ...DEFAULT_SECTION_ORDER.filter((id) => !/rsvp|guest_book/.test(id))];
    const { sections } = render(design, { order });
    expect(sections.slice(0, 3)).toEqual(['rsvp', 'guest_book', 'couple']);
  });

  it('keeps a hostile guest name as text', () => {
    const { html } = render(design, { guestName: '<script>alert(1)</script>' });
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('names the ceremony by the couple’s religion or custom', () => {
    const church = render(design, { content: { jenis_acara_ibadah_pernikahan: 'pemberkatan' } });
    const ceremony = church.html.match(/data-section="ceremony"[\s\S]*?<\/section>/)![0];
    expect(ceremony).toContain('Pemberkatan');
    expect(church.html).not.toContain('Akad Nikah');
    const own = render(design, {
      content: {
        jenis_acara_ibadah_pernikahan: 'lainnya',
        judul_acara_ibadah_pernikahan: 'Sangjit',
      },
    });
    expect(own.model.events[0]!.title).toBe('Sangjit');
    expect(own.html).toContain('Sangjit');
  });

  it('keeps the couple’s own text as text', () => {
    const { html } = render(design, { content: { brideName: '<img src=x onerror=alert(1)>' } });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe("the guest book's 'Laporkan' (issue 31)", () => {
  const wish = {
    id: '3f0e8c1a-5b2d-4c6e-9a7f-1b2c3d4e5f60',
    name: 'Ani',
    message: 'Selamat ya',
    createdAt: new Date('2026-11-20T10:00:00Z'),
  };

  it('gives each wish a button the script shows, and tells the script where reports go', () => {
    const input = sampleInput();
    const model = buildPageModel(input);
    const html = fillInvitationPage(renderPageTemplate(model, assets), model, {
      guestName: null,
      now: new Date('2026-11-22T00:00:00Z'),
      wishes: { wishes: [wish], page: 1, totalPages: 1, total: 1 },
    });
    expect(html).toContain(
      `<button type="button" class="wish-report" data-wish="${wish.id}" hidden>Laporkan</button>`,
    );
    expect(html).toContain(`data-reports="/api/guest-book/${model.slug}/wishes/"`);
  });

  it('offers no reporting on a draft without a link, which has nowhere to report to', () => {
    const input = sampleInput();
    input.invitation.slug = null;
    const model = buildPageModel(input);
    const html = renderPageTemplate(model, assets).parts.join('');
    expect(html).not.toContain('data-reports=');
  });
});

describe('page weight', () => {
  it('stays far below the first-view budget', async () => {
    const { gzipSync } = await import('node:zlib');
    for (const design of DESIGNS) {
      const { html } = render(design);
      expect(gzipSync(html).length).toBeLessThan(28 * 1024);
    }
    expect(assets.scriptBytes).toBeLessThan(8 * 1024);
  });
});

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('colours', () => {
  it.each(Object.entries(VARIANTS))('%s keeps text readable (WCAG AA)', (_code, { colors }) => {
    for (const background of [colors.bg, colors.bg2, colors.surface]) {
      expect(contrast(colors.ink, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.muted, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.accentInk, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(colors.onButton, colors.button)).toBeGreaterThanOrEqual(4.5);
  });
});
