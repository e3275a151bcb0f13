import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER, normaliseSectionOrder, sectionOrderSchema } from './invitation';
import {
  contentFlag,
  mergeSectionOrder,
  sectionVisibility,
  splitSectionOrder,
} from './invitation-sections';

const SPEC_ORDER = [
  'couple',
  'ceremony',
  'reception',
  'gallery',
  'countdown',
  'location',
  'digital_envelope',
  'rsvp',
];

describe('the section order', () => {
  it('lists the guest book as its own section, right after RSVP', () => {
    expect(DEFAULT_SECTION_ORDER).toEqual([...SPEC_ORDER, 'guest_book']);
  });

  it('accepts an order of the first 8 and puts the guest book after RSVP', () => {
    const old = ['rsvp', ...SPEC_ORDER.filter((id) => id !== 'rsvp')];
    expect(sectionOrderSchema.parse(old)).toEqual([
      'rsvp',
      'guest_book',
      ...SPEC_ORDER.filter((id) => id !== 'rsvp'),
    ]);
    const full = [...DEFAULT_SECTION_ORDER].reverse();
    expect(sectionOrderSchema.parse(full)).toEqual(full);
  });

  it('refuses repeats, gaps and unknown sections', () => {
    expect(sectionOrderSchema.safeParse(['rsvp', 'rsvp']).success).toBe(false);
    expect(sectionOrderSchema.safeParse(SPEC_ORDER.slice(1)).success).toBe(false);
    expect(sectionOrderSchema.safeParse([...SPEC_ORDER.slice(1), 'guest_book']).success).toBe(
      false,
    );
    expect(sectionOrderSchema.safeParse([...SPEC_ORDER, 'love_story']).success).toBe(false);
  });

  it('makes any stored order whole for the page', () => {
    expect(normaliseSectionOrder(['rsvp', 'x', 'rsvp', 'couple'])).toEqual([
      'rsvp',
      'guest_book',
      'couple',
      'ceremony',
      'reception',
      'gallery',
      'countdown',
      'location',
      'digital_envelope',
    ]);
  });
});

describe('which sections the invitation shows', () => {
  it('shows on a free plan only what it includes, whatever the switches say', () => {
    const view = splitSectionOrder(DEFAULT_SECTION_ORDER, {}, 'basic');
    expect(view.shown).toEqual(['couple', 'ceremony', 'reception', 'gallery', 'guest_book']);
    expect(view.hidden.map(({ id, visibility }) => [id, visibility])).toEqual([
      ['countdown', { shown: false, reason: 'locked', planName: 'Premium' }],
      ['location', { shown: false, reason: 'locked', planName: 'Premium' }],
      ['digital_envelope', { shown: false, reason: 'locked', planName: 'VIP' }],
      ['rsvp', { shown: false, reason: 'locked', planName: 'Premium' }],
    ]);
  });

  it('names the step 3 switch of a section switched off', () => {
    const content = { reception_enabled: false, guest_book_enabled: 'false' };
    expect(sectionVisibility('reception', content, 'vip')).toEqual({
      shown: false,
      reason: 'off',
      step: 3,
      formSection: 'Penyesuaian Terakhir',
      switchLabel: 'Resepsi Pernikahan',
    });
    expect(sectionVisibility('guest_book', content, 'vip')).toMatchObject({ reason: 'off' });
    expect(sectionVisibility('rsvp', { rsvp_enabled: false }, 'premium')).toMatchObject({
      reason: 'off',
      formSection: 'Pengaturan',
    });
  });

  it('takes the form defaults for switches never set: the envelope starts off', () => {
    expect(sectionVisibility('digital_envelope', {}, 'vip')).toMatchObject({ reason: 'off' });
    expect(
      sectionVisibility('digital_envelope', { digital_envelope_enabled: true }, 'vip'),
    ).toEqual({ shown: true });
    expect(contentFlag({}, 'rsvp_enabled')).toBe(true);
    expect(contentFlag({ rsvp_enabled: 'on' }, 'unknown_switch')).toBe(false);
  });

  it('says locked before off: switching on would not help', () => {
    expect(sectionVisibility('rsvp', { rsvp_enabled: false }, 'basic')).toMatchObject({
      reason: 'locked',
    });
  });
});

describe('reordering the shown sections', () => {
  it('keeps each hidden section right after the section it followed', () => {
    // Basic plan: countdown, location, envelope and RSVP hidden.
    const order = DEFAULT_SECTION_ORDER;
    const shown = ['guest_book', 'couple', 'ceremony', 'gallery', 'reception'] as const;
    expect(mergeSectionOrder(order, [...shown])).toEqual([
      'guest_book',
      'couple',
      'ceremony',
      'gallery',
      'countdown',
      'location',
      'digital_envelope',
      'rsvp',
      'reception',
    ]);
  });

  it('keeps hidden sections that led the order at the front', () => {
    const order = ['rsvp', ...SPEC_ORDER.filter((id) => id !== 'rsvp')];
    expect(
      mergeSectionOrder(order, ['couple', 'guest_book', 'ceremony', 'reception', 'gallery']),
    ).toEqual([
      'rsvp',
      'couple',
      'guest_book',
      'ceremony',
      'reception',
      'gallery',
      'countdown',
      'location',
      'digital_envelope',
    ]);
  });
});
