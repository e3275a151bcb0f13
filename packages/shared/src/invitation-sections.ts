import { createDefaultFormConfig, fieldDefault } from './form-config';
import {
  INVITATION_SECTIONS,
  normaliseSectionOrder,
  type InvitationContent,
  type InvitationSectionId,
} from './invitation';
import {
  FEATURE_SWITCHES,
  planHasFeature,
  planNeededFor,
  type PlanFeature,
  type PlanId,
} from './plans';

const STEP3_SWITCHES = createDefaultFormConfig('').step3.flatMap((section) =>
  section.fields
    .filter((field) => field.type === 'switch')
    .map((field) => ({ name: field.name, label: field.label, section: section.title, field })),
);

const SWITCH_DEFAULTS: Readonly<Record<string, boolean>> = Object.fromEntries(
  STEP3_SWITCHES.map(({ name, field }) => [name, fieldDefault(field) === true]),
);

/**
 * A yes/no value of the content as the page reads it: booleans, and the strings a form post or an
 * older client sends; a switch never set takes its default from the form configuration.
 */
export function contentFlag(content: Readonly<InvitationContent>, key: string): boolean {
  const value = content[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'on' || value === 1) return true;
  if (value === 'false' || value === 'off' || value === 0) return false;
  return SWITCH_DEFAULTS[key] ?? false;
}

/** What shows a section: the step 3 switch that turns it on, and the plan feature it needs. */
const SECTION_NEEDS: Readonly<
  Record<InvitationSectionId, { switchName?: string; feature?: PlanFeature }>
> = {
  couple: {},
  ceremony: {},
  reception: { switchName: 'reception_enabled' },
  gallery: { switchName: 'gallery_enabled' },
  countdown: { switchName: 'countdown_enabled' },
  location: { feature: 'maps' },
  digital_envelope: { switchName: 'digital_envelope_enabled' },
  rsvp: { switchName: 'rsvp_enabled' },
  guest_book: { switchName: 'guest_book_enabled' },
};

export type SectionVisibility =
  | { shown: true }
  /** The plan lacks the feature: switching it on would not help, upgrading would. */
  | { shown: false; reason: 'locked'; planName: string }
  /** Switched off in step 3: where to switch it back on. */
  | { shown: false; reason: 'off'; step: 3; formSection: string; switchLabel: string };

/**
 * Whether the invitation shows a section, from the couple's switches and plan alone (what it has
 * to show, such as photos or an address, is the page's to check). The renderer and the
 * adjust-form list both ask this, so the list holds exactly what the page can show.
 */
export function sectionVisibility(
  id: InvitationSectionId,
  content: Readonly<InvitationContent>,
  plan: PlanId,
): SectionVisibility {
  const { switchName } = SECTION_NEEDS[id];
  const feature =
    SECTION_NEEDS[id].feature ?? (switchName ? FEATURE_SWITCHES[switchName] : undefined);
  if (feature && !planHasFeature(plan, feature)) {
    return { shown: false, reason: 'locked', planName: planNeededFor(feature).name };
  }
  if (switchName && !contentFlag(content, switchName)) {
    const place = STEP3_SWITCHES.find((entry) => entry.name === switchName)!;
    return {
      shown: false,
      reason: 'off',
      step: 3,
      formSection: place.section,
      switchLabel: place.label,
    };
  }
  return { shown: true };
}

export interface SectionOrderView {
  /** The sections the invitation shows, in the couple's order: the list they drag. */
  shown: InvitationSectionId[];
  /** The others, in the couple's order, each with why it is hidden. */
  hidden: {
    id: InvitationSectionId;
    name: string;
    visibility: Exclude<SectionVisibility, { shown: true }>;
  }[];
}

const NAMES = Object.fromEntries(INVITATION_SECTIONS.map((s) => [s.id, s.name])) as Record<
  InvitationSectionId,
  string
>;

export function sectionName(id: InvitationSectionId): string {
  return NAMES[id];
}

export function splitSectionOrder(
  order: readonly string[],
  content: Readonly<InvitationContent>,
  plan: PlanId,
): SectionOrderView {
  const view: SectionOrderView = { shown: [], hidden: [] };
  for (const id of normaliseSectionOrder(order)) {
    const visibility = sectionVisibility(id, content, plan);
    if (visibility.shown) view.shown.push(id);
    else view.hidden.push({ id, name: NAMES[id], visibility });
  }
  return view;
}

/**
 * The whole order after the couple reordered the shown sections. Each hidden section stays right
 * after the section it followed (or first, when it led), so switching it back on brings it back
 * beside its old neighbour: an RSVP moved up takes the guest book hidden behind it along.
 */
export function mergeSectionOrder(
  order: readonly string[],
  shown: readonly InvitationSectionId[],
): InvitationSectionId[] {
  const full = normaliseSectionOrder(order);
  const visible = new Set(shown);
  const leading: InvitationSectionId[] = [];
  const following = new Map<InvitationSectionId, InvitationSectionId[]>();
  let anchor: InvitationSectionId | null = null;
  for (const id of full) {
    if (visible.has(id)) anchor = id;
    else if (anchor) following.set(anchor, [...(following.get(anchor) ?? []), id]);
    else leading.push(id);
  }
  return [...leading, ...shown.flatMap((id) => [id, ...(following.get(id) ?? [])])];
}
