/** @jsxRuntime automatic @jsxImportSource react */
import { describe, expect, it } from 'vitest';
import { buildThemeAssets } from '../assets/build-assets';
import { THEME_CATALOGUE } from '../catalogue/catalogue';
import { DESIGNS } from '../catalogue/variants';
import { buildPageModel } from '../model/build-page-model';
import { indonesianLeftovers } from '../test/indonesian-leftovers';
import { FULL_CONTENT, sampleInput } from '../test/sample-invitation';
import { fillInvitationPage } from './fill-page';
import { renderPageTemplate } from './render-page';

const assets = buildThemeAssets();

/** The couple's own words that have no English version: names, places and addresses. */
const OWN_WORDS = [
  'Rina Lestari, S.Pd.',
  'Muhammad Budi Santoso',
  'Masjid Agung Al-Azhar',
  'Jl. Sisingamangaraja, Kebayoran Baru, Jakarta Selatan',
  'Gedung Serbaguna Sasana Kriya',
  'Taman Mini Indonesia Indah, Jakarta Timur',
  'Rina Lestari',
  'Sri Wahyuni',
  'Agus Salim',
];

function renderEnglish(design: (typeof DESIGNS)[number], personal: boolean) {
  const code = THEME_CATALOGUE.find((theme) => theme.design === design)!.code;
  const input = sampleInput({ theme: { code, tier: 'basic' }, plan: 'vip', lang: 'en' });
  input.invitation.content = {
    ...FULL_CONTENT,
    love_story_en: 'How we met: In the campus library, 2019.',
  };
  const model = { ...buildPageModel(input), personal };
  return fillInvitationPage(renderPageTemplate(model, assets), model, {
    guestName: 'Ms. Clara Hughes',
    now: new Date('2026-11-22T00:00:00Z'),
    wishes: {
      wishes: [{ id: '1', name: 'Dewi', message: 'Congratulations!', createdAt: new Date() }],
      page: 1,
      totalPages: 2,
      total: 12,
    },
    rsvpNotice: { ok: true, text: 'Thank you' },
    personal: personal
      ? {
          token: 'a'.repeat(22),
          name: 'Ms. Clara Hughes',
          invitedCount: 2,
          answer: null,
          qrSvg: '<svg></svg>',
        }
      : null,
  });
}

describe.each(DESIGNS)('design %s in English', (design) => {
  it('writes every word of its own in English, with lang="en" and a switch back', () => {
    for (const personal of [false, true]) {
      const html = renderEnglish(design, personal);
      expect(html).toContain('<html lang="en"');
      expect(html).toContain('Saturday, 12 December 2026');
      expect(html).toContain('08:00 - 10:00 WIB (UTC+7)');
      expect(html).toMatch(/<a class="lang-switch" href="\?[^"]*lang=id" hrefLang="id" lang="id"/i);
      expect(indonesianLeftovers(html, OWN_WORDS)).toEqual([]);
    }
  });
});

describe('the couple’s own words', () => {
  it('show their English version on an English page and the Indonesian one where none is written', () => {
    const input = sampleInput({ lang: 'en' });
    input.invitation.content = { ...FULL_CONTENT, love_story_en: 'We met in 2019.' };
    expect(buildPageModel(input).loveStory[0]!.text).toBe('We met in 2019.');
    input.invitation.content = { ...FULL_CONTENT, love_story_en: '  ' };
    expect(buildPageModel(input).loveStory[0]!.text).toContain('perpustakaan');
    expect(buildPageModel({ ...input, lang: 'id' }).loveStory[0]!.text).toContain('perpustakaan');
  });

  it('names known events and honorifics in English and leaves the couple’s own titles', () => {
    const input = sampleInput({ lang: 'en' });
    input.invitation.content = { ...FULL_CONTENT, brideFather: 'Bapak H. Suharto' };
    const model = buildPageModel(input);
    expect(model.events.map((event) => event.title)).toEqual([
      'Akad Nikah (Marriage Ceremony)',
      'Reception',
    ]);
    expect(model.bride.parentsLine).toBe('Mr. H. Suharto & Mrs. Sri Wahyuni');
    expect(model.bride.childLine).toBe('The first daughter of');
    input.invitation.content = { ...FULL_CONTENT, groomOrder: 'bungsu' };
    expect(buildPageModel(input).groom.childLine).toBe('The youngest son of');
    expect(buildPageModel({ ...input, lang: 'id' }).groom.childLine).toBe('Putra bungsu dari');
    expect(model.events[1]!.timeText).toBe('From 11:00 WIB (UTC+7) until finished');
  });
});
