import { describe, expect, it } from 'vitest';
import { arrivalSharePercent } from './arrival-share';

describe('the share of expected people arrived', () => {
  it('rounds to whole percent and stops at 100 when more came than expected', () => {
    expect(arrivalSharePercent(1, 3)).toBe(33);
    expect(arrivalSharePercent(4, 2)).toBe(100);
    expect(arrivalSharePercent(2, 2)).toBe(100);
  });

  it('is 0 when nobody is expected yet', () => {
    expect(arrivalSharePercent(3, 0)).toBe(0);
  });
});
