import { z } from 'zod';
import {
  fieldDefault,
  isFieldShown,
  shownWhenFieldName,
  step2FieldName,
  type FormConfig,
} from './form-config';
import type { FormField } from './form-field';
import type { FieldErrors } from './envelope';
import type { InvitationContent } from './invitation';
import {
  FEATURE_FIELDS,
  FEATURE_SWITCHES,
  planHasFeature,
  planNeededFor,
  PLAN_FEATURE_LABELS,
  type PlanFeature,
  type PlanId,
} from './plans';
import { invitationSlugSchema } from './slug';

export type ConfigStep = 1 | 2 | 3;

/** A field as stored in invitation content: its final name (step 2 names carry their suffix). */
export interface ContentField {
  name: string;
  step: ConfigStep;
  section: string;
  field: FormField;
}

export const SLUG_FIELD = 'invitation_slug';

/** Longest value a field keeps, by type; anything longer is refused, never cut. */
export const CONTENT_MAX_LENGTH: Record<FormField['type'], number> = {
  text: 200,
  number: 30,
  email: 254,
  date: 10,
  time: 5,
  textarea: 5000,
  select: 100,
  switch: 0,
  checkbox: 0,
  url: 500,
};

/** The longest value a field keeps: its own limit when tighter than its type's. */
export function fieldMaxLength(field: FormField): number {
  const max = CONTENT_MAX_LENGTH[field.type];
  return field.maxLength === undefined ? max : Math.min(max, field.maxLength);
}

/** Every field of a configuration in form order, with the name its value is stored under. */
export function contentFields(config: FormConfig): ContentField[] {
  const steps: [ConfigStep, FormConfig['step1']][] = [
    [1, config.step1],
    [2, config.step2],
    [3, config.step3],
  ];
  return steps.flatMap(([step, sections]) =>
    sections.flatMap((section) =>
      section.fields.map((field) => ({
        name: step === 2 ? step2FieldName(field.name, section.title) : field.name,
        step,
        section: section.title,
        field,
      })),
    ),
  );
}

export function fieldsOfStep(config: FormConfig, step: ConfigStep): ContentField[] {
  return contentFields(config).filter((f) => f.step === step);
}

/** The plan feature a field switches on or fills in, if it is a paid one. */
export function featureOfField(name: string): PlanFeature | undefined {
  return FEATURE_SWITCHES[name] ?? FEATURE_FIELDS[name];
}

/** Whether the couple's plan lacks the feature behind this field (the editor shows it locked). */
export function isFieldLocked(name: string, plan: PlanId): boolean {
  const feature = featureOfField(name);
  return feature !== undefined && !planHasFeature(plan, feature);
}

export function lockedFieldMessage(name: string): string {
  const feature = featureOfField(name)!;
  return `${PLAN_FEATURE_LABELS[feature]} membutuhkan paket ${planNeededFor(feature).name}. Upgrade paket untuk memakainya.`;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const httpUrl = z.url({ protocol: /^https?$/, hostname: /\./ });

function isHttpUrl(value: string): boolean {
  return httpUrl.safeParse(value).success;
}

type FieldResult = { value: string | boolean; error?: undefined } | { error: string };

/**
 * One value against its field definition. Text values are trimmed; numbers (account numbers)
 * keep their digits as text so leading zeros survive.
 */
export function checkFieldValue(field: FormField, raw: unknown): FieldResult {
  const label = field.label;
  if (field.type === 'switch' || field.type === 'checkbox') {
    if (raw === undefined || raw === null) return { value: fieldDefault(field) === true };
    if (typeof raw !== 'boolean') return { error: `${label} harus bernilai ya atau tidak.` };
    return { value: raw };
  }

  let value: string;
  if (raw === undefined || raw === null) value = String(fieldDefault(field)).trim();
  else if (typeof raw === 'string') value = raw.trim();
  else if (typeof raw === 'number' && field.type === 'number' && Number.isSafeInteger(raw))
    value = String(raw);
  else return { error: `${label} harus berupa teks.` };

  if (value === '') {
    if (field.required) return { error: `${label} wajib diisi.` };
    return { value: '' };
  }
  const max = fieldMaxLength(field);
  if (value.length > max) return { error: `${label} terlalu panjang (maksimal ${max} karakter).` };

  if (field.name === SLUG_FIELD) {
    const parsed = invitationSlugSchema.safeParse(value);
    return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]!.message };
  }
  switch (field.type) {
    case 'number':
      return /^\d+$/.test(value) ? { value } : { error: `${label} hanya boleh berisi angka.` };
    case 'email':
      return EMAIL_PATTERN.test(value)
        ? { value: value.toLowerCase() }
        : { error: `${label} harus berupa alamat email yang valid.` };
    case 'url':
      return isHttpUrl(value)
        ? { value }
        : { error: `${label} harus berupa alamat web yang diawali http:// atau https://.` };
    case 'date':
      return isCalendarDate(value)
        ? { value }
        : { error: `${label} harus berupa tanggal yang valid (TTTT-BB-HH).` };
    case 'time':
      return TIME_PATTERN.test(value)
        ? { value }
        : { error: `${label} harus berupa jam yang valid (JJ:MM).` };
    case 'select': {
      const allowed = (field.options ?? []).map((option) => option.value);
      return allowed.includes(value)
        ? { value }
        : { error: `Pilih ${label} dari daftar yang tersedia.` };
    }
    default:
      return { value };
  }
}

export interface ContentCheck {
  content: InvitationContent;
  errors: FieldErrors;
}

/**
 * The couple's values checked against the theme's form configuration: the shared rule the editor
 * runs per step and the server runs on the whole merged submission. Unknown keys are dropped; a
 * missing value takes the field's default; a paid feature above the plan is refused when asked
 * for and switched off when it was only a default; 'sampai selesai' clears the end time; a field
 * whose `shownWhen` is not met is stored empty.
 */
export function checkContent(
  fields: readonly ContentField[],
  input: Readonly<Record<string, unknown>>,
  plan: PlanId,
): ContentCheck {
  const content: InvitationContent = {};
  const errors: FieldErrors = {};
  for (const { name, field } of fields) {
    const raw = input[name];
    const result = checkFieldValue(field, raw);
    if (result.error !== undefined) {
      errors[name] = result.error;
      continue;
    }
    let value = result.value;
    if (isFieldLocked(name, plan) && value !== false && value !== '') {
      if (raw === undefined || raw === null) value = typeof value === 'boolean' ? false : '';
      else {
        errors[name] = lockedFieldMessage(name);
        continue;
      }
    }
    content[name] = value;
  }
  for (const { name, field } of fields) {
    const control = shownWhenFieldName(name, field);
    // A field that does not apply keeps nothing and cannot fail: the couple cannot see it.
    if (control !== undefined && !isFieldShown(field, content[control])) {
      content[name] = field.type === 'switch' || field.type === 'checkbox' ? false : '';
      delete errors[name];
    }
  }
  for (const { name, field } of fields) {
    if (field.name !== 'sampai_selesai' || content[name] !== true) continue;
    const endTime = name.replace(/^sampai_selesai/, 'waktu_selesai');
    if (fields.some((f) => f.name === endTime)) {
      content[endTime] = '';
      delete errors[endTime];
    }
  }
  return { content, errors };
}
