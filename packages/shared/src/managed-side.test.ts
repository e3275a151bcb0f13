import { describe, expect, it } from 'vitest';
import { otherSideMessage, sideForManager, sidesOffered } from './managed-side';

describe('a side manager files guests on their side only', () => {
  it('offers every side to the couple and one side to a side manager', () => {
    expect(sidesOffered(null)).toEqual(['bride', 'groom']);
    expect(sidesOffered('groom')).toEqual(['groom']);
  });

  it('keeps what the couple chose, including no side', () => {
    expect(sideForManager(null, 'bride')).toEqual({ ok: true, side: 'bride' });
    expect(sideForManager(null, null)).toEqual({ ok: true, side: null });
  });

  it('files an unspecified side under the manager and refuses the other side', () => {
    expect(sideForManager('groom', null)).toEqual({ ok: true, side: 'groom' });
    expect(sideForManager('groom', 'groom')).toEqual({ ok: true, side: 'groom' });
    expect(sideForManager('groom', 'bride')).toEqual({
      ok: false,
      error: otherSideMessage('groom'),
    });
    expect(otherSideMessage('groom')).toContain('Mempelai Pria');
  });
});
