import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER, normaliseSectionOrder, sectionOrderSchema } from './invitation';
import { contentFlag, sectionAvailability } from './invitation-sections';

const BEFORE_GUEST_BOOK = DEFAULT_SECTION_ORDER.filter((id) => id !== 'guest_book');

describe('section order', () => {
  it('keeps a full order as it is', () => {
    const order = [...DEFAULT_SECTION_ORDER].reverse();
    expect(sectionOrderSchema.parse(order)).toEqual(order);
  });

  it('puts the guest book right after RSVP in an order saved before it had its own item', () => {
    const saved = ['rsvp', ...BEFORE_GUEST_BOOK.filter((id) => id !== 'rsvp')];
    expect(sectionOrderSchema.parse(saved).slice(0, 3)).toEqual(['rsvp', 'guest_book', 'couple']);
  });

  it('refuses repeats, unknown sections and short orders', () => {
    const message = 'Urutan bagian harus memuat setiap bagian tepat sekali.';
    for (const order of [
      [...BEFORE_GUEST_BOOK, 'rsvp'],
      [...BEFORE_GUEST_BOOK, 'music'],
      DEFAULT_SECTION_ORDER.slice(2),
      [...BEFORE_GUEST_BOOK.slice(1), 'guest_book'],
    ]) {
      const result = sectionOrderSchema.safeParse(order);
      expect(result.success, order.join()).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });

  it('mends what it can: unknown ids dropped, repeats once, missing ones after their neighbour', () => {
    expect(normaliseSectionOrder(['gallery', 'x', 'gallery', 'couple'])).toEqual([
      'gallery',
      'countdown',
      'location',
      'digital_envelope',
      'rsvp',
      'guest_book',
      'couple',
      'ceremony',
      'reception',
    ]);
  });
});

describe('which sections the couple lets show', () => {
  it('reads switches the way every form stores them, with the form default when untouched', () => {
    expect(contentFlag({ gallery_enabled: 'off' }, 'gallery_enabled')).toBe(false);
    expect(contentFlag({ gallery_enabled: 'true' }, 'gallery_enabled')).toBe(true);
    expect(contentFlag({}, 'gallery_enabled')).toBe(true);
    expect(contentFlag({}, 'digital_envelope_enabled')).toBe(false);
  });

  it('hides a section the couple switched off, naming the switch', () => {
    expect(sectionAvailability('guest_book', { guest_book_enabled: false }, 'vip')).toEqual({
      shows: false,
      why: 'off',
      switchName: 'guest_book_enabled',
    });
    expect(sectionAvailability('couple', {}, 'basic')).toEqual({ shows: true });
  });

  it('hides a section the plan does not include, naming the plan that does, even when on', () => {
    const rsvp = sectionAvailability('rsvp', { rsvp_enabled: true }, 'basic');
    expect(rsvp).toMatchObject({ shows: false, why: 'locked', plan: { id: 'premium' } });
    expect(sectionAvailability('location', {}, 'basic')).toMatchObject({ why: 'locked' });
    expect(sectionAvailability('location', {}, 'premium')).toEqual({ shows: true });
    expect(
      sectionAvailability('digital_envelope', { digital_envelope_enabled: true }, 'premium'),
    ).toMatchObject({ why: 'locked', plan: { id: 'vip' } });
  });
});
