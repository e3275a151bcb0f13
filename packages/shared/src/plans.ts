import type { ThemeTier } from './theme-tier';

/**
 * The plans, one set of names everywhere: Basic (free), Premium and VIP, each a one-time payment
 * valid forever. Plans share the theme tiers' names and order.
 */
export const PLAN_IDS = ['basic', 'premium', 'vip'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_FEATURES = [
  'guest_book',
  'maps',
  'countdown',
  'rsvp',
  'background_music',
  'love_story',
  'digital_envelope',
  'custom_domain',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface Plan {
  id: PlanId;
  name: string;
  features: readonly PlanFeature[];
}

const BASIC_FEATURES: readonly PlanFeature[] = ['guest_book'];
const PREMIUM_FEATURES: readonly PlanFeature[] = [...BASIC_FEATURES, 'maps', 'countdown', 'rsvp'];
const VIP_FEATURES: readonly PlanFeature[] = [
  ...PREMIUM_FEATURES,
  'background_music',
  'love_story',
  'digital_envelope',
  'custom_domain',
];

/**
 * The package page's comparison table (docs/product-rules.md, Screens) with our plan names. Prices
 * live in the database (plan_prices, changed from the console) and reach the pages by GET /api/plans.
 */
export const PLANS: Record<PlanId, Plan> = {
  basic: { id: 'basic', name: 'Basic', features: BASIC_FEATURES },
  premium: { id: 'premium', name: 'Premium', features: PREMIUM_FEATURES },
  vip: { id: 'vip', name: 'VIP', features: VIP_FEATURES },
};

export const PLAN_FEATURE_LABELS: Record<PlanFeature, string> = {
  maps: 'Maps Lokasi',
  countdown: 'Countdown Timer',
  background_music: 'Background Music',
  love_story: 'Love Story',
  digital_envelope: 'Amplop Digital',
  custom_domain: 'Custom Domain',
  rsvp: 'RSVP',
  guest_book: 'Ucapan & Doa',
};

export function planRank(plan: PlanId | ThemeTier): number {
  return PLAN_IDS.indexOf(plan);
}

export function planHasFeature(plan: PlanId, feature: PlanFeature): boolean {
  return PLANS[plan].features.includes(feature);
}

/** The cheapest plan that has a feature, to name in "upgrade to ..." messages. */
export function planNeededFor(feature: PlanFeature): Plan {
  return PLAN_IDS.map((id) => PLANS[id]).find((plan) => plan.features.includes(feature))!;
}

/**
 * Access rule: a couple may use free themes, themes whose tier is at most their plan, and themes
 * they bought.
 */
export function canUseTheme(input: {
  plan: PlanId;
  themeTier: ThemeTier;
  themePrice: number;
  themeId: number;
  purchasedThemeIds: ReadonlySet<number> | readonly number[];
}): boolean {
  if (input.themePrice <= 0) return true;
  if (planRank(input.themeTier) <= planRank(input.plan)) return true;
  const purchased = input.purchasedThemeIds;
  return Array.isArray(purchased)
    ? purchased.includes(input.themeId)
    : (purchased as ReadonlySet<number>).has(input.themeId);
}

/**
 * Step 3 values that switch a paid feature on, and the feature each needs. The editor shows these
 * as locked, the server refuses to save them on, and the pages leave the section out.
 */
export const FEATURE_SWITCHES: Readonly<Record<string, PlanFeature>> = {
  countdown_enabled: 'countdown',
  rsvp_enabled: 'rsvp',
  background_music_enabled: 'background_music',
  digital_envelope_enabled: 'digital_envelope',
  guest_book_enabled: 'guest_book',
};

/** Whether a switched feature shows on the invitation: switched on, and the plan includes it. */
export function switchShows(content: Record<string, unknown>, plan: PlanId, key: string): boolean {
  const feature = FEATURE_SWITCHES[key];
  return content[key] === true && (!feature || planHasFeature(plan, feature));
}

/** Content values that are themselves paid features when filled in. */
export const FEATURE_FIELDS: Readonly<Record<string, PlanFeature>> = {
  love_story: 'love_story',
  love_story_en: 'love_story',
  background_music_url: 'background_music',
  // The envelope's account details are filled in only where the envelope can show.
  bank_name: 'digital_envelope',
  account_number: 'digital_envelope',
  account_holder_name: 'digital_envelope',
  bank_name_2: 'digital_envelope',
  account_number_2: 'digital_envelope',
  account_holder_name_2: 'digital_envelope',
};

/**
 * Guests' photos an invitation keeps in its album, by plan (issue 29): a plain number per plan,
 * kept here while prices move to the database. Basic has no guest album.
 */
export const GUEST_PHOTO_LIMITS: Record<PlanId, number> = { basic: 0, premium: 300, vip: 1000 };
