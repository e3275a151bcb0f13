import type { FormField } from './form-field';
import type { InvitationContent } from './invitation';

/**
 * What the ceremony of a wedding is called. Indonesian weddings differ by religion and custom:
 * the Islamic akad nikah, the church blessing, a worship service, or a title of the couple's own
 * (Sangjit, Upacara Adat, ...).
 */
export const CEREMONY_KINDS = ['akad', 'pemberkatan', 'ibadah', 'lainnya'] as const;
export type CeremonyKind = (typeof CEREMONY_KINDS)[number];

export const CEREMONY_LABELS: Record<CeremonyKind, string> = {
  akad: 'Akad Nikah',
  pemberkatan: 'Pemberkatan',
  ibadah: 'Ibadah Pernikahan',
  lainnya: 'Lainnya',
};

/** The title when the couple chose nothing: what invitations have always said. */
export const DEFAULT_CEREMONY_TITLE = CEREMONY_LABELS.akad;
export const CEREMONY_TITLE_MAX = 40;

/** The ceremony section's title in step 2; its fields are stored with its suffix. */
export const CEREMONY_SECTION = 'Ibadah Pernikahan';
const SUFFIX = '_ibadah_pernikahan';
/** Content keys: the kind, and the existing event title, which holds the couple's own title. */
export const CEREMONY_KIND_KEY = `jenis_acara${SUFFIX}`;
export const CEREMONY_TITLE_KEY = `judul_acara${SUFFIX}`;

/** Step 2's choice of ceremony (unsuffixed name, as in the form configuration). */
export const ceremonyKindField: FormField = {
  name: 'jenis_acara',
  label: 'Jenis Acara',
  type: 'select',
  placeholder: 'Pilih jenis acara',
  options: CEREMONY_KINDS.map((kind) => ({ value: kind, label: CEREMONY_LABELS[kind] })),
};

/**
 * The couple's own title. Shown while 'Lainnya' is chosen, and while nothing is chosen, so an
 * invitation written before the choice existed still shows (and keeps) the title it has.
 */
export const ceremonyTitleField: FormField = {
  name: 'judul_acara',
  label: 'Judul Acara',
  type: 'text',
  placeholder: DEFAULT_CEREMONY_TITLE,
  maxLength: CEREMONY_TITLE_MAX,
  shownWhen: { field: ceremonyKindField.name, values: ['', 'lainnya'] },
};

function isCeremonyKind(value: unknown): value is CeremonyKind {
  return typeof value === 'string' && (CEREMONY_KINDS as readonly string[]).includes(value);
}

/** The couple's own title, trimmed and cut to the limit; empty when none. */
function ownTitle(content: InvitationContent): string {
  const value = content[CEREMONY_TITLE_KEY];
  return typeof value === 'string' ? value.trim().slice(0, CEREMONY_TITLE_MAX).trim() : '';
}

/** The ceremony's title on the page, in calendars and messages. */
export function ceremonyTitleOf(content: InvitationContent): string {
  const kind = content[CEREMONY_KIND_KEY];
  if (isCeremonyKind(kind) && kind !== 'lainnya') return CEREMONY_LABELS[kind];
  return ownTitle(content) || DEFAULT_CEREMONY_TITLE;
}
