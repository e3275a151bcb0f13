import { FEATURE_SWITCHES, PLANS, planHasFeature, PLAN_FEATURE_LABELS, type PlanId } from './plans';

/** A paid feature the couple's plan now has that their invitation does not show yet. */
export interface FeatureOffer {
  /** The content switch that shows it. */
  key: string;
  label: string;
  /** False when the section would be empty: the couple fills it in first (music, account). */
  ready: boolean;
}

const filled = (content: Readonly<Record<string, unknown>>, name: string) =>
  typeof content[name] === 'string' && (content[name] as string).trim() !== '';

/** What a switched-on section needs before it can show anything. */
const NEEDS: Readonly<Record<string, readonly string[]>> = {
  background_music_enabled: ['background_music_url'],
  digital_envelope_enabled: ['bank_name', 'account_number', 'account_holder_name'],
};

/**
 * After an upgrade: the paid switches the plan allows that are off on this invitation, in the
 * order the form lists them. Free features are left alone: off means the couple turned them off.
 */
export function featuresToOffer(
  content: Readonly<Record<string, unknown>>,
  plan: PlanId,
): FeatureOffer[] {
  return Object.entries(FEATURE_SWITCHES)
    .filter(
      ([key, feature]) =>
        planHasFeature(plan, feature) &&
        !PLANS.basic.features.includes(feature) &&
        content[key] !== true,
    )
    .map(([key, feature]) => ({
      key,
      label: PLAN_FEATURE_LABELS[feature],
      ready: (NEEDS[key] ?? []).every((name) => filled(content, name)),
    }));
}

/** The switches a couple may turn on from an offer: paid, and within their plan. */
export function isOfferableSwitch(key: string, plan: PlanId): boolean {
  const feature = FEATURE_SWITCHES[key];
  return !!feature && planHasFeature(plan, feature);
}
