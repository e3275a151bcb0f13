import {
  DEFAULT_SECTION_ORDER,
  invitationPhotoSchema,
  sectionOrderSchema,
  type InvitationPhoto,
  type InvitationSectionId,
} from '@kabar/shared';
import { z } from 'zod';
import { WIZARD_KEYS } from '@/lib/user-local-data';

export type FlowValues = Record<string, string | boolean>;

/** The configuration in progress for one theme: the three steps, the photos and the order. */
export interface FlowState {
  themeId: number;
  step1: FlowValues;
  photos: InvitationPhoto[];
  step2: FlowValues;
  step3: FlowValues;
  sectionOrder: InvitationSectionId[];
}

/**
 * The wizard's keys (docs/product-rules.md, Configuration flow) plus ours for step 3 and the
 * section order.
 */
export const FLOW_KEYS = WIZARD_KEYS;

const valuesSchema = z.record(z.string(), z.union([z.string(), z.boolean()]));
/** Step 1 names its theme, so progress never leaks into another theme's form. */
const step1Schema = z.object({
  themeId: z.number(),
  values: valuesSchema,
  photos: z.array(invitationPhotoSchema),
});

function readJson<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage full or blocked: the server draft still keeps the progress.
  }
}

export function readSelectedThemeId(): number | null {
  try {
    const id = Number(localStorage.getItem(FLOW_KEYS.themeId));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function selectTheme(themeId: number): void {
  write(FLOW_KEYS.themeId, String(themeId));
}

/** The stored progress, when it belongs to a theme and step 1 was started. */
export function readFlow(): FlowState | null {
  const themeId = readSelectedThemeId();
  const step1 = readJson(FLOW_KEYS.step1, step1Schema);
  if (themeId === null || step1 === null || step1.themeId !== themeId) return null;
  return {
    themeId,
    step1: step1.values,
    photos: step1.photos,
    step2: readJson(FLOW_KEYS.step2, valuesSchema) ?? {},
    step3: readJson(FLOW_KEYS.step3, valuesSchema) ?? {},
    sectionOrder: readJson(FLOW_KEYS.sectionOrder, sectionOrderSchema) ?? [
      ...DEFAULT_SECTION_ORDER,
    ],
  };
}

export function writeFlow(state: FlowState): void {
  write(FLOW_KEYS.themeId, String(state.themeId));
  write(FLOW_KEYS.step1, { themeId: state.themeId, values: state.step1, photos: state.photos });
  write(FLOW_KEYS.step2, state.step2);
  write(FLOW_KEYS.step3, state.step3);
  write(FLOW_KEYS.sectionOrder, state.sectionOrder);
}

/** After a save: the progress is in the invitation now (the owner mark stays). */
export function clearFlow(): void {
  try {
    for (const key of Object.values(FLOW_KEYS)) localStorage.removeItem(key);
  } catch {
    // Nothing stored to clear.
  }
}
