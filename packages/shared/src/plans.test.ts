import { describe, expect, it } from 'vitest';
import { canUseTheme, planHasFeature, planNeededFor, PLANS } from './plans';

describe('plan features', () => {
  it('follows the dashboard table with our plan names', () => {
    expect(PLANS.basic.features).toEqual(['guest_book']);
    expect(planHasFeature('premium', 'rsvp')).toBe(true);
    expect(planHasFeature('premium', 'maps')).toBe(true);
    expect(planHasFeature('premium', 'countdown')).toBe(true);
    expect(planHasFeature('premium', 'background_music')).toBe(false);
    for (const feature of [
      'background_music',
      'love_story',
      'digital_envelope',
      'custom_domain',
    ] as const) {
      expect(planHasFeature('vip', feature)).toBe(true);
      expect(planNeededFor(feature).name).toBe('VIP');
    }
    expect(planNeededFor('rsvp').name).toBe('Premium');
  });
});

describe('canUseTheme', () => {
  const base = { themeId: 7, purchasedThemeIds: [] as number[] };
  it('allows free themes to everyone', () => {
    expect(canUseTheme({ ...base, plan: 'basic', themeTier: 'vip', themePrice: 0 })).toBe(true);
  });
  it('allows tiers up to the plan', () => {
    expect(canUseTheme({ ...base, plan: 'premium', themeTier: 'premium', themePrice: 15000 })).toBe(
      true,
    );
    expect(canUseTheme({ ...base, plan: 'premium', themeTier: 'vip', themePrice: 50000 })).toBe(
      false,
    );
    expect(canUseTheme({ ...base, plan: 'vip', themeTier: 'vip', themePrice: 50000 })).toBe(true);
    expect(canUseTheme({ ...base, plan: 'basic', themeTier: 'premium', themePrice: 15000 })).toBe(
      false,
    );
  });
  it('allows bought themes', () => {
    expect(
      canUseTheme({
        plan: 'basic',
        themeTier: 'vip',
        themePrice: 50000,
        themeId: 7,
        purchasedThemeIds: [7],
      }),
    ).toBe(true);
    expect(
      canUseTheme({
        plan: 'basic',
        themeTier: 'vip',
        themePrice: 50000,
        themeId: 7,
        purchasedThemeIds: new Set([7]),
      }),
    ).toBe(true);
  });
});
