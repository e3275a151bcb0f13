import { randomUUID } from 'node:crypto';

/**
 * What changes per request inside a page rendered once per version: the guest's name, the
 * countdown, notices after a form post, the current page of wishes and a map asked for; on a
 * personal link also the guest's token, earlier answer, headcount choice and QR pass.
 */
export const SLOT_NAMES = [
  'guestLine',
  'guestName',
  'query',
  'guestQuery',
  'rsvpNotice',
  'wishNotice',
  'wishes',
  'countdown',
  'mapIbadah',
  'mapResepsi',
  'guestToken',
  'rsvpAnswers',
  'rsvpMessage',
  'guestPass',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** Unguessable per process, so nothing a couple or guest types can pose as a slot. */
const NONCE = randomUUID().replace(/-/g, '');
const SLOT_PATTERN = new RegExp(`kbslot${NONCE}_([A-Za-z]+)_`, 'g');

export function slot(name: SlotName): string {
  return `kbslot${NONCE}_${name}_`;
}

export interface PageTemplate {
  parts: string[];
  slots: SlotName[];
}

export function compileTemplate(html: string): PageTemplate {
  const parts: string[] = [];
  const slots: SlotName[] = [];
  let last = 0;
  for (const match of html.matchAll(SLOT_PATTERN)) {
    parts.push(html.slice(last, match.index));
    slots.push(match[1] as SlotName);
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  return { parts, slots };
}

export type SlotValues = Partial<Record<SlotName, string>>;

/** Joins the template with already escaped values; a slot without a value becomes empty. */
export function fillTemplate(template: PageTemplate, values: SlotValues): string {
  let html = template.parts[0]!;
  for (let i = 0; i < template.slots.length; i++) {
    html += (values[template.slots[i]!] ?? '') + template.parts[i + 1]!;
  }
  return html;
}
