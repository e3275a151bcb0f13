import { z } from 'zod';
import type { GuestLanguage } from './guest-language';

/** The placeholders a message template may use, each with what it becomes. */
export const GUEST_MESSAGE_PLACEHOLDERS = {
  nama: 'nama tamu',
  mempelai: 'nama kedua mempelai',
  tanggal: 'tanggal acara',
  link: 'link undangan pribadi tamu',
} as const;
export type GuestMessagePlaceholder = keyof typeof GUEST_MESSAGE_PLACEHOLDERS;
export type GuestMessageValues = Record<GuestMessagePlaceholder, string>;

export const DEFAULT_INVITE_TEMPLATE = [
  'Kepada Yth. Bapak/Ibu/Saudara/i {nama},',
  '',
  'Tanpa mengurangi rasa hormat, kami mengundang Anda untuk hadir di acara pernikahan kami, {mempelai}, pada {tanggal}.',
  '',
  'Informasi acara dan konfirmasi kehadiran ada di undangan berikut:',
  '{link}',
  '',
  'Merupakan suatu kehormatan bagi kami apabila Anda berkenan hadir dan memberikan doa restu.',
  '',
  'Terima kasih.',
].join('\n');

export const DEFAULT_REMINDER_TEMPLATE = [
  'Halo {nama},',
  '',
  'Kami ingin mengingatkan undangan pernikahan {mempelai} pada {tanggal}. Mohon kesediaannya mengisi konfirmasi kehadiran melalui link berikut:',
  '{link}',
  '',
  'Terima kasih.',
].join('\n');

/**
 * The default messages for an invitation whose guests cannot answer (no RSVP on the plan, or
 * switched off): they promise only what the page gives, the event's details.
 */
export const DEFAULT_INVITE_TEMPLATE_NO_RSVP = DEFAULT_INVITE_TEMPLATE.replace(
  'Informasi acara dan konfirmasi kehadiran ada di undangan berikut:',
  'Informasi lengkap acara ada di undangan berikut:',
);
export const DEFAULT_REMINDER_TEMPLATE_NO_RSVP = DEFAULT_REMINDER_TEMPLATE.replace(
  'Mohon kesediaannya mengisi konfirmasi kehadiran melalui link berikut:',
  'Informasi lengkap acara ada di link berikut:',
);

/** The same messages for guests who read English (issue 30 item 4); the placeholders are shared. */
export const DEFAULT_INVITE_TEMPLATE_EN = [
  'Dear {nama},',
  '',
  'With great joy, we invite you to our wedding, {mempelai}, on {tanggal}.',
  '',
  'The details and your RSVP are on your invitation:',
  '{link}',
  '',
  'It would be an honour to have you with us and to receive your blessing.',
  '',
  'Thank you.',
].join('\n');

export const DEFAULT_REMINDER_TEMPLATE_EN = [
  'Hello {nama},',
  '',
  'A gentle reminder of the wedding of {mempelai} on {tanggal}. Please let us know whether you can come through this link:',
  '{link}',
  '',
  'Thank you.',
].join('\n');

export const DEFAULT_INVITE_TEMPLATE_NO_RSVP_EN = DEFAULT_INVITE_TEMPLATE_EN.replace(
  'The details and your RSVP are on your invitation:',
  'The full details are on your invitation:',
);
export const DEFAULT_REMINDER_TEMPLATE_NO_RSVP_EN = DEFAULT_REMINDER_TEMPLATE_EN.replace(
  'Please let us know whether you can come through this link:',
  'The full details are at this link:',
);

/** The default messages that match what the invitation offers its guests, in both languages. */
export function defaultGuestTemplates(rsvpOpen: boolean): GuestTemplates {
  return rsvpOpen
    ? {
        inviteTemplate: DEFAULT_INVITE_TEMPLATE,
        reminderTemplate: DEFAULT_REMINDER_TEMPLATE,
        inviteTemplateEn: DEFAULT_INVITE_TEMPLATE_EN,
        reminderTemplateEn: DEFAULT_REMINDER_TEMPLATE_EN,
      }
    : {
        inviteTemplate: DEFAULT_INVITE_TEMPLATE_NO_RSVP,
        reminderTemplate: DEFAULT_REMINDER_TEMPLATE_NO_RSVP,
        inviteTemplateEn: DEFAULT_INVITE_TEMPLATE_NO_RSVP_EN,
        reminderTemplateEn: DEFAULT_REMINDER_TEMPLATE_NO_RSVP_EN,
      };
}

/** Which saved template a round's message uses: the guest's own language's. */
export function guestTemplateKey(
  round: 'invite' | 'reminder',
  lang: GuestLanguage,
): keyof GuestTemplates {
  const base = round === 'invite' ? 'inviteTemplate' : 'reminderTemplate';
  return lang === 'en' ? `${base}En` : base;
}

export const GUEST_TEMPLATE_MAX = 1500;
const PLACEHOLDER = /\{([^{}\s]*)\}/g;

export const GUEST_TEMPLATE_MESSAGES = {
  required: 'Template pesan wajib diisi.',
  tooLong: `Template pesan maksimal ${GUEST_TEMPLATE_MAX} karakter.`,
  needsLink: 'Template harus memuat {link} agar tamu menerima link pribadinya.',
  unknown: (names: string[]) =>
    `Penanda tidak dikenal: ${names.map((n) => `{${n}}`).join(', ')}. Gunakan {nama}, {mempelai}, {tanggal} atau {link}.`,
} as const;

export function unknownPlaceholders(template: string): string[] {
  const known = new Set(Object.keys(GUEST_MESSAGE_PLACEHOLDERS));
  const found = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  return [...new Set(found.filter((name) => !known.has(name)))];
}

export const guestTemplateSchema = z
  .string({ error: GUEST_TEMPLATE_MESSAGES.required })
  .trim()
  .min(1, { error: GUEST_TEMPLATE_MESSAGES.required })
  .max(GUEST_TEMPLATE_MAX, { error: GUEST_TEMPLATE_MESSAGES.tooLong })
  .superRefine((template, ctx) => {
    const unknown = unknownPlaceholders(template);
    if (unknown.length)
      ctx.addIssue({ code: 'custom', message: GUEST_TEMPLATE_MESSAGES.unknown(unknown) });
    if (!template.includes('{link}'))
      ctx.addIssue({ code: 'custom', message: GUEST_TEMPLATE_MESSAGES.needsLink });
  });

/** The English pair is optional: left out, the saved English words stay as they are. */
export const guestTemplatesInputSchema = z.object({
  inviteTemplate: guestTemplateSchema,
  reminderTemplate: guestTemplateSchema,
  inviteTemplateEn: guestTemplateSchema.optional(),
  reminderTemplateEn: guestTemplateSchema.optional(),
});
export type GuestTemplatesInput = z.infer<typeof guestTemplatesInputSchema>;

/** The templates as the server answers them: saved, or the defaults, in both languages. */
export const guestTemplatesSchema = z.object({
  inviteTemplate: z.string(),
  reminderTemplate: z.string(),
  inviteTemplateEn: z.string(),
  reminderTemplateEn: z.string(),
});
export type GuestTemplates = z.infer<typeof guestTemplatesSchema>;

/** Fills the placeholders; anything unknown stays as typed, so nothing silently disappears. */
export function renderGuestMessage(
  template: string,
  values: GuestMessageValues | Readonly<Record<string, string>>,
): string {
  const known: Readonly<Record<string, string>> = values;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(known, name) ? known[name]! : whole,
  );
}

/** WhatsApp's own click-to-chat link: no unofficial API, the couple presses send themselves. */
export function whatsAppUrl(phone: string, message: string): string {
  return `https://wa.me/${phone}?text=${encodeURIComponent(message)}`;
}

const LONG_DATE = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-09-12' becomes 'Sabtu, 12 September 2026'; anything else is returned as it was. */
export function formatEventDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  return LONG_DATE.format(date);
}
