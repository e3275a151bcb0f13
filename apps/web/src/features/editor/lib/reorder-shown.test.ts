import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER, type InvitationSectionId } from '@kabar/shared';
import { reorderShown } from './reorder-shown';

const all = new Set<InvitationSectionId>(DEFAULT_SECTION_ORDER);

describe('reorderShown', () => {
  it('moves a section like a plain list when every section shows', () => {
    expect(reorderShown(DEFAULT_SECTION_ORDER, all, 'guest_book', 'couple').slice(0, 2)).toEqual([
      'guest_book',
      'couple',
    ]);
  });

  it('leaves hidden sections in their places', () => {
    const shown = new Set(all);
    shown.delete('countdown');
    shown.delete('rsvp');
    const next = reorderShown(DEFAULT_SECTION_ORDER, shown, 'guest_book', 'gallery');
    expect(next).toEqual([
      'couple',
      'ceremony',
      'reception',
      'guest_book',
      'countdown',
      'gallery',
      'location',
      'rsvp',
      'digital_envelope',
    ]);
    expect(next.indexOf('countdown')).toBe(DEFAULT_SECTION_ORDER.indexOf('countdown'));
    expect(next.indexOf('rsvp')).toBe(DEFAULT_SECTION_ORDER.indexOf('rsvp'));
  });

  it('changes nothing for a hidden or unknown section', () => {
    const shown = new Set(all);
    shown.delete('rsvp');
    expect(reorderShown(DEFAULT_SECTION_ORDER, shown, 'rsvp', 'couple')).toEqual(
      DEFAULT_SECTION_ORDER,
    );
  });
});
