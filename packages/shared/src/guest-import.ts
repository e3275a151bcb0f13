import { z } from 'zod';
import { parseCsv } from './csv';
import {
  GUEST_LIMITS,
  guestInputSchema,
  type GuestDto,
  type GuestSide,
  type GuestValues,
} from './guests';
import { guestLanguageFromCell } from './guest-language';
import { PHONE_FORMAT_MESSAGE } from './phone';
import {
  DEFAULT_CATEGORY_LABELS,
  GUEST_CATEGORY_MESSAGES,
  parseGuestCategory,
  type GuestCategoryLabels,
} from './guest-category';
import type { EventInvite } from './events';
import { parseGuestEventCell, sameInvites, type EventChoice } from './guest-event-cell';

/** One row as read from the file or the pasted text, before any checking. */
export interface GuestImportRow {
  /** Position in the pasted text or file, header included, counting from 1. */
  line: number;
  name: string;
  phone: string;
  side: string;
  group: string;
  invitedCount: string;
  notes: string;
  /** VVIP, VIP or Reguler (or the couple's names for them); empty keeps what the guest has. */
  category?: string;
  table?: string;
  /** Events and sessions ("Akad; Resepsi (Sesi 2)"); empty keeps what the guest has. */
  events?: string;
  /** Indonesia or Inggris (id, en, English...); empty keeps what the guest has. */
  language?: string;
}

const cell = z.string().max(2000).default('');
export const guestImportRowSchema = z.object({
  line: z.number().int().min(1),
  name: cell,
  phone: cell,
  side: cell,
  group: cell,
  invitedCount: cell,
  notes: cell,
  category: cell,
  table: cell,
  events: cell,
  language: cell,
});

export const GUEST_IMPORT_MAX_ROWS = GUEST_LIMITS.maxGuests;
export const guestImportInputSchema = z.object({
  rows: z
    .array(guestImportRowSchema)
    .min(1, { error: 'Tidak ada baris untuk diimpor.' })
    .max(GUEST_IMPORT_MAX_ROWS, {
      error: `Paling banyak ${GUEST_IMPORT_MAX_ROWS.toLocaleString('id-ID')} baris sekali impor.`,
    }),
});

export const GUEST_IMPORT_MESSAGES = {
  excelNumber:
    'Nomor HP terbaca sebagai angka Excel (misalnya 6,28E+12). Simpan kolom HP sebagai teks lalu ekspor ulang.',
  severalPhones: 'Isi satu nomor HP saja per baris.',
  side: (value: string) =>
    `Pihak "${value}" tidak dikenal. Tulis Wanita atau Pria, atau kosongkan.`,
  language: (value: string) =>
    `Bahasa "${value}" tidak dikenal. Tulis Indonesia atau Inggris, atau kosongkan.`,
} as const;

type Column = Exclude<keyof GuestImportRow, 'line'>;
const COLUMN_ORDER: Column[] = ['name', 'phone', 'side', 'group', 'invitedCount', 'notes'];

/** Header words people actually use, in Indonesian and English, squashed to letters only. */
const HEADER_ALIASES: Record<string, Column> = Object.fromEntries(
  (
    [
      ['name', ['nama', 'name', 'namatamu', 'tamu', 'namalengkap']],
      [
        'phone',
        [
          'hp',
          'nohp',
          'nomorhp',
          'nomorhpwhatsapp',
          'telepon',
          'telp',
          'notelp',
          'nomortelepon',
          'phone',
          'whatsapp',
          'wa',
          'nowa',
          'nomorwa',
          'nomorwhatsapp',
          'nomor',
        ],
      ],
      ['side', ['pihak', 'side', 'keluarga', 'dari']],
      ['group', ['grup', 'group', 'kelompok', 'golongan']],
      ['category', ['kategori', 'category', 'kategoritamu', 'vip']],
      ['table', ['meja', 'nomeja', 'nomormeja', 'table', 'area', 'mejaarea', 'tempatduduk']],
      ['events', ['acara', 'events', 'acaradansesi', 'sesi', 'diundangke', 'undanganacara']],
      [
        'invitedCount',
        ['jumlah', 'jumlahorang', 'jumlahtamu', 'jumlahdiundang', 'pax', 'orang', 'jumlahundangan'],
      ],
      ['notes', ['catatan', 'notes', 'note', 'keterangan', 'ket']],
      ['language', ['bahasa', 'language', 'lang', 'bahasaundangan']],
    ] as const
  ).flatMap(([column, words]) => words.map((word) => [word, column])),
);

const squash = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  if (firstLine.includes('\t')) return '\t';
  const count = (char: string) => firstLine.split(char).length - 1;
  // Spreadsheets in the Indonesian locale save CSV with semicolons.
  return count(';') > count(',') ? ';' : ',';
}

/** "Budi Santoso 0812-3456-7890" or "Budi - +62 812 3456 7890", as pasted from a chat. */
const NAME_THEN_PHONE = /^(.*?[^\d\s+(\-–:])[\s\-–:]+(\+?[\d(][\d\s().-]{6,}\d)$/;

/** Typed lines mix separators; a line that is one cell is split by the first one it holds. */
function splitLooseLine(cells: string[]): string[] {
  if (cells.length !== 1) return cells;
  const parts = cells[0]!.split(/[\t;,]/);
  if (parts.length > 1) return parts;
  const match = NAME_THEN_PHONE.exec(cells[0]!.trim());
  return match ? [match[1]!, match[2]!] : cells;
}

/** Reads a CSV file or pasted lines (with or without a header row) into raw rows. */
export function parseGuestImport(text: string): GuestImportRow[] {
  const table = parseCsv(text, detectDelimiter(text)).map(splitLooseLine);
  if (!table.length) return [];
  const headerColumns = table[0]!.map((value) => HEADER_ALIASES[squash(value)]);
  const hasHeader = headerColumns.includes('name');
  const columns = hasHeader ? headerColumns : COLUMN_ORDER;
  return table.slice(hasHeader ? 1 : 0).map((cells, index) => {
    const row: GuestImportRow = {
      line: index + (hasHeader ? 2 : 1),
      name: '',
      phone: '',
      side: '',
      group: '',
      invitedCount: '',
      notes: '',
      category: '',
      table: '',
      events: '',
      language: '',
    };
    cells.forEach((value, i) => {
      const column = columns[i];
      if (column && !row[column]) row[column] = value.trim();
    });
    return row;
  });
}

const BRIDE_WORDS = new Set(['wanita', 'perempuan', 'cpw', 'bride', 'istri', 'w']);
const GROOM_WORDS = new Set(['pria', 'lakilaki', 'laki', 'cpp', 'groom', 'suami', 'l']);
const NO_SIDE_WORDS = new Set(['', 'keduanya', 'bersama', 'umum', 'both']);

/** 'Keluarga Wanita', 'CPW', 'bride' and so on; undefined when the word is not recognised. */
export function parseGuestSide(value: string): GuestSide | null | undefined {
  const word = squash(value.replace(/\b(keluarga|mempelai|pihak|calon)\b/gi, ''));
  if (BRIDE_WORDS.has(word)) return 'bride';
  if (GROOM_WORDS.has(word)) return 'groom';
  if (NO_SIDE_WORDS.has(word)) return null;
  return undefined;
}

/**
 * Phone numbers the way they arrive from spreadsheets: with the leading zero eaten by Excel
 * (812...), with an international 00 prefix, or as +62 (0)812.... Returns '' for no phone.
 */
export function normalizeImportedPhone(value: string): { phone: string } | { problem: string } {
  const raw = value.trim();
  if (raw === '' || raw === '-') return { phone: '' };
  if (/^\d+([.,]\d+)?e\+?\d+$/i.test(raw)) return { problem: GUEST_IMPORT_MESSAGES.excelNumber };
  const numbers = raw
    .split(/[/,;]|\s{2,}|\bdan\b|&/)
    .filter((part) => /\d{6,}/.test(part.replace(/\D/g, '')));
  if (numbers.length > 1) return { problem: GUEST_IMPORT_MESSAGES.severalPhones };
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('620')) digits = `62${digits.slice(3)}`;
  if (digits.startsWith('8')) digits = `62${digits}`;
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  return /^628\d{8,13}$/.test(digits) ? { phone: digits } : { problem: PHONE_FORMAT_MESSAGE };
}

/** "2", "2 orang", " 3 " are counts; an empty cell means one person. */
function readCount(value: string): string | number {
  const trimmed = value.trim();
  if (trimmed === '') return 1;
  const match = /^(\d+)\s*(orang|org|pax)?$/i.exec(trimmed);
  return match ? Number(match[1]) : trimmed;
}

/** A guest as an import saves it: the form's values, and the events named in the row, if any. */
export type ImportedGuest = GuestValues & { invites?: EventInvite[] };

/**
 * One row checked: the guest's values, or every problem found (all of them, not only the first).
 * `events` are the invitation's events the "Acara" cell is read against; without them (null) the
 * cell is ignored.
 */
export function checkGuestImportRow(
  row: GuestImportRow,
  labels: GuestCategoryLabels = DEFAULT_CATEGORY_LABELS,
  events: readonly EventChoice[] | null = null,
): { values: ImportedGuest; problems: [] } | { values: null; problems: string[] } {
  const problems: string[] = [];
  const phone = normalizeImportedPhone(row.phone);
  if ('problem' in phone) problems.push(phone.problem);
  const side = parseGuestSide(row.side);
  if (side === undefined) problems.push(GUEST_IMPORT_MESSAGES.side(row.side.trim()));
  const category = parseGuestCategory(row.category ?? '', labels);
  if (category === undefined)
    problems.push(GUEST_CATEGORY_MESSAGES.unknownWord((row.category ?? '').trim()));
  const languageCell = row.language?.trim() ?? '';
  const language = languageCell ? guestLanguageFromCell(languageCell) : undefined;
  if (language === null) problems.push(GUEST_IMPORT_MESSAGES.language(languageCell));
  const parsed = guestInputSchema.safeParse({
    name: row.name,
    phone: 'phone' in phone ? phone.phone : '',
    side: side ?? null,
    group: row.group,
    invitedCount: readCount(row.invitedCount),
    notes: row.notes,
    category: category ?? undefined,
    table: row.table?.trim() ? row.table : undefined,
    language: language ?? undefined,
  });
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => issue.message));
  const invites = events ? parseGuestEventCell(row.events ?? '', events) : { invites: null };
  if ('problem' in invites) problems.push(invites.problem);
  if (problems.length || !parsed.success || 'problem' in invites) return { values: null, problems };
  return {
    values: invites.invites ? { ...parsed.data, invites: invites.invites } : parsed.data,
    problems: [],
  };
}

export type ExistingGuest = Pick<
  GuestDto,
  'id' | 'name' | 'phone' | 'side' | 'group' | 'invitedCount' | 'notes' | 'category' | 'table'
> &
  Partial<Pick<GuestDto, 'language'>> & {
    /** The guest's events, when the import reads an "Acara" column against them. */
    invites?: EventInvite[];
  };

export const GUEST_IMPORT_OUTCOMES = ['new', 'merged', 'existing', 'invalid'] as const;
export type GuestImportOutcome = (typeof GUEST_IMPORT_OUTCOMES)[number];

export const guestImportPlanRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  phone: z.string(),
  outcome: z.enum(GUEST_IMPORT_OUTCOMES),
  problems: z.array(z.string()),
  /** For 'merged': the earlier row this one was folded into. */
  mergedIntoLine: z.number().int().optional(),
  /** For 'existing': the guest already on the list with the same phone. */
  existingName: z.string().optional(),
});
export type GuestImportPlanRow = z.infer<typeof guestImportPlanRowSchema>;

export interface GuestImportPlan {
  rows: GuestImportPlanRow[];
  creates: ImportedGuest[];
  updates: { id: string; values: ImportedGuest }[];
  counts: Record<GuestImportOutcome, number>;
}

function joinNotes(a: string, b: string): string {
  if (!b || a.includes(b)) return a;
  return (a ? `${a}; ${b}` : b).slice(0, GUEST_LIMITS.notes);
}

/** Folds a duplicate into the kept guest: fills what is empty, keeps the larger headcount. */
function mergeValues(kept: ImportedGuest, extra: ImportedGuest): ImportedGuest {
  return {
    name: kept.name,
    phone: kept.phone,
    side: kept.side ?? extra.side,
    group: kept.group || extra.group,
    invitedCount: Math.max(kept.invitedCount, extra.invitedCount),
    notes: joinNotes(kept.notes, extra.notes),
    // Reguler is the default, so like an empty cell it is filled: a row can make a guest VIP.
    category:
      kept.category && kept.category !== 'reguler'
        ? kept.category
        : (extra.category ?? kept.category),
    table: kept.table || (extra.table ?? kept.table),
    // A row naming events decides them (the last such row); an empty cell keeps them.
    ...((extra.invites ?? kept.invites) ? { invites: extra.invites ?? kept.invites } : {}),
    // A row that names a language sets it, as the couple's latest word.
    language: extra.language ?? kept.language,
  };
}

const sameValues = (a: ImportedGuest, b: ImportedGuest) =>
  a.side === b.side &&
  a.group === b.group &&
  a.invitedCount === b.invitedCount &&
  a.notes === b.notes &&
  (b.category === undefined || a.category === b.category) &&
  (b.table === undefined || a.table === b.table) &&
  (b.invites === undefined || (a.invites !== undefined && sameInvites(a.invites, b.invites))) &&
  (b.language === undefined || a.language === b.language);

/**
 * What saving these rows would do, row by row: new guests, rows folded into an earlier row with
 * the same phone, rows that merge into a guest already on the list, and rows with problems (which
 * are never saved). The dashboard shows it as the preview; the server runs it again to save.
 */
export function planGuestImport(
  rows: GuestImportRow[],
  existing: ExistingGuest[],
  labels: GuestCategoryLabels = DEFAULT_CATEGORY_LABELS,
  events: readonly EventChoice[] | null = null,
): GuestImportPlan {
  const existingByPhone = new Map(
    existing.filter((g) => g.phone).map((g) => [g.phone!, g] as const),
  );
  const createByPhone = new Map<string, { index: number; line: number }>();
  const updateByPhone = new Map<string, { id: string; values: ImportedGuest }>();
  const creates: ImportedGuest[] = [];
  const counts: Record<GuestImportOutcome, number> = { new: 0, merged: 0, existing: 0, invalid: 0 };

  const planned = rows.map((row): GuestImportPlanRow => {
    const base = { line: row.line, name: row.name.trim(), phone: row.phone.trim() };
    const checked = checkGuestImportRow(row, labels, events);
    if (!checked.values) {
      counts.invalid++;
      return { ...base, outcome: 'invalid', problems: checked.problems };
    }
    const values = checked.values;
    const phone = values.phone;
    const onList = phone ? existingByPhone.get(phone) : undefined;
    if (phone && onList) {
      const current = updateByPhone.get(phone)?.values ?? { ...onList, phone };
      updateByPhone.set(phone, { id: onList.id, values: mergeValues(current, values) });
      counts.existing++;
      return { ...base, outcome: 'existing', problems: [], existingName: onList.name };
    }
    const earlier = phone ? createByPhone.get(phone) : undefined;
    if (earlier) {
      creates[earlier.index] = mergeValues(creates[earlier.index]!, values);
      counts.merged++;
      return { ...base, outcome: 'merged', problems: [], mergedIntoLine: earlier.line };
    }
    if (phone) createByPhone.set(phone, { index: creates.length, line: row.line });
    creates.push(values);
    counts.new++;
    return { ...base, outcome: 'new', problems: [] };
  });

  const updates = [...updateByPhone.entries()]
    .filter(([phone, update]) => {
      const onList = existingByPhone.get(phone)!;
      return !sameValues({ ...onList, phone }, update.values);
    })
    .map(([, update]) => update);
  return { rows: planned, creates, updates, counts };
}

/** `POST /api/invitations/:id/guests/import`: what was saved, and the rows that were not. */
export const guestImportResultSchema = z.object({
  counts: z.record(z.enum(GUEST_IMPORT_OUTCOMES), z.number().int()),
  created: z.number().int(),
  updated: z.number().int(),
  /** Only the rows that were not saved, with their problems; the rest are in the counts. */
  skipped: z.array(guestImportPlanRowSchema),
});
export type GuestImportResult = z.infer<typeof guestImportResultSchema>;
