import { createDefaultFormConfig, fieldDefault } from './form-config';
import type { InvitationSectionId } from './invitation';
import { FEATURE_SWITCHES, planHasFeature, planNeededFor, type Plan, type PlanId } from './plans';

/** The switch that turns each optional section on or off (step 3, "Penyesuaian Terakhir"/"Pengaturan"). */
export const SECTION_SWITCHES: Partial<Record<InvitationSectionId, string>> = {
  reception: 'reception_enabled',
  gallery: 'gallery_enabled',
  countdown: 'countdown_enabled',
  digital_envelope: 'digital_envelope_enabled',
  rsvp: 'rsvp_enabled',
  guest_book: 'guest_book_enabled',
};

/** The section that has no switch but needs the plan's maps. */
const SECTION_FEATURES = { location: 'maps' } as const;

const SWITCHES = createDefaultFormConfig('')
  .step3.flatMap((section) => section.fields)
  .filter((field) => field.type === 'switch');

/** What each switch is when the couple never touched it: the form's own default. */
const SWITCH_DEFAULTS: Record<string, boolean> = Object.fromEntries(
  SWITCHES.map((field) => [field.name, fieldDefault(field) === true]),
);

/** The step 3 label of a switch, to name it where the couple is told to turn it on. */
export const SWITCH_LABELS: Record<string, string> = Object.fromEntries(
  SWITCHES.map((field) => [field.name, field.label]),
);

/** A switch as the couple left it, read the way every stored and drafted form writes it. */
export function contentFlag(content: Record<string, unknown>, key: string): boolean {
  const value = content[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'on' || value === 1) return true;
  if (value === 'false' || value === 'off' || value === 0) return false;
  return SWITCH_DEFAULTS[key] ?? false;
}

/** A switch shows its feature only when it is on and the plan includes the feature. */
export function switchOn(content: Record<string, unknown>, plan: PlanId, key: string): boolean {
  const feature = FEATURE_SWITCHES[key];
  return contentFlag(content, key) && (!feature || planHasFeature(plan, feature));
}

export type SectionAvailability =
  | { shows: true }
  | { shows: false; why: 'off'; switchName: string }
  | { shows: false; why: 'locked'; plan: Plan };

/**
 * Whether the couple's switches and plan let a section show. The page also leaves out a section
 * with nothing to show (no photos, no map link); this is the part the couple decides.
 */
export function sectionAvailability(
  id: InvitationSectionId,
  content: Record<string, unknown>,
  plan: PlanId,
): SectionAvailability {
  const switchName = SECTION_SWITCHES[id];
  const feature =
    (switchName && FEATURE_SWITCHES[switchName]) ||
    (id in SECTION_FEATURES ? SECTION_FEATURES[id as keyof typeof SECTION_FEATURES] : undefined);
  if (feature && !planHasFeature(plan, feature)) {
    return { shows: false, why: 'locked', plan: planNeededFor(feature) };
  }
  if (switchName && !contentFlag(content, switchName))
    return { shows: false, why: 'off', switchName };
  return { shows: true };
}
