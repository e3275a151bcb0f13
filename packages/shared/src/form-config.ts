import { z } from 'zod';
import { CEREMONY_SECTION, ceremonyKindField, ceremonyTitleField } from './ceremony';
import { formSectionSchema, type FormField, type FormSection } from './form-field';

export const formConfigSchema = z.object({
  step1: z.array(formSectionSchema),
  step2: z.array(formSectionSchema),
  step3: z.array(formSectionSchema),
});
export type FormConfig = z.infer<typeof formConfigSchema>;

export const STEP1_SECTIONS = ['Mempelai Wanita', 'Mempelai Pria'] as const;
export const STEP2_SECTIONS = ['Ibadah Pernikahan', 'Resepsi Pernikahan'] as const;
export const STEP3_SECTIONS = [
  'Link Undangan',
  'Custom Background Music',
  'Amplop Digital',
  'Penyesuaian Terakhir',
  'Kustomisasi',
  'Pengaturan',
] as const;

export const BANK_OPTIONS = ['BCA', 'Mandiri', 'BNI', 'BRI', 'Gopay', 'OVO', 'Dana', 'ShopeePay'];
export const TIMEZONE_OPTIONS = ['WIB', 'WITA', 'WIT'];

/** Default of a field: its own default, else false for switch and checkbox, else ''. */
export function fieldDefault(field: FormField): string | boolean | number {
  if (field.default !== undefined) return field.default;
  return field.type === 'switch' || field.type === 'checkbox' ? false : '';
}

/**
 * Step 2 field names get a suffix from their section title so both events can share one set of
 * fields: 'tanggal_acara' in 'Resepsi Pernikahan' becomes 'tanggal_acara_resepsi_pernikahan'.
 */
export function sectionSuffix(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '_');
}

export function step2FieldName(fieldName: string, sectionTitle: string): string {
  return `${fieldName}_${sectionSuffix(sectionTitle)}`;
}

/**
 * The stored name of the field a `shownWhen` looks at: its section's sibling, so in step 2 it
 * carries the same suffix as the dependent field's own stored name.
 */
export function shownWhenFieldName(storedName: string, field: FormField): string | undefined {
  if (!field.shownWhen) return undefined;
  return field.shownWhen.field + storedName.slice(field.name.length);
}

/** Whether a field with `shownWhen` applies, given the value of the field it looks at. */
export function isFieldShown(field: FormField, controlValue: unknown): boolean {
  if (!field.shownWhen) return true;
  const value = typeof controlValue === 'string' ? controlValue : '';
  return field.shownWhen.values.includes(value);
}

const options = (values: string[]) => values.map((value) => ({ value, label: value }));

function coupleSection(title: string, who: 'bride' | 'groom'): FormSection {
  const person = who === 'bride' ? 'Mempelai Wanita' : 'Mempelai Pria';
  const child = who === 'bride' ? 'Putri' : 'Putra';
  return {
    title,
    fields: [
      {
        name: `${who}Name`,
        label: `Nama Lengkap ${person}`,
        type: 'text',
        required: true,
        placeholder: 'Nama lengkap',
      },
      { name: `${who}Order`, label: `${child} ke-`, type: 'text', placeholder: `${child} pertama` },
      {
        name: `${who}Father`,
        label: 'Nama Ayah',
        type: 'text',
        required: true,
        placeholder: 'Bapak ...',
      },
      {
        name: `${who}Mother`,
        label: 'Nama Ibu',
        type: 'text',
        required: true,
        placeholder: 'Ibu ...',
      },
      { name: `${who}Ig`, label: 'Username Instagram', type: 'text', placeholder: 'tanpa @' },
    ],
  };
}

/**
 * The ceremony names its kind (akad, pemberkatan, ...) and takes the couple's own title only for
 * 'Lainnya' (see ceremony.ts); the reception keeps a free title defaulting to its section's.
 */
function titleFields(title: string): FormField[] {
  if (title === CEREMONY_SECTION) return [ceremonyKindField, ceremonyTitleField];
  return [
    { name: 'judul_acara', label: 'Judul Acara', type: 'text', placeholder: title, default: title },
  ];
}

function eventSection(title: string, required: boolean): FormSection {
  return {
    title,
    fields: [
      ...titleFields(title),
      { name: 'tanggal_acara', label: 'Tanggal Acara', type: 'date', required },
      { name: 'waktu_mulai', label: 'Waktu Mulai', type: 'time', required },
      { name: 'waktu_selesai', label: 'Waktu Selesai', type: 'time' },
      { name: 'sampai_selesai', label: 'Sampai selesai', type: 'checkbox' },
      {
        name: 'zona_waktu',
        label: 'Zona Waktu',
        type: 'select',
        required,
        default: 'WIB',
        options: options(TIMEZONE_OPTIONS),
      },
      {
        name: 'nama_lokasi',
        label: 'Nama Lokasi',
        type: 'text',
        required,
        placeholder: 'Gedung, masjid, gereja, ...',
      },
      {
        name: 'alamat_acara',
        label: 'Alamat Acara',
        type: 'textarea',
        required,
        placeholder: 'Alamat lengkap',
      },
    ],
  };
}

/**
 * The form configuration every seeded theme carries and the client falls back to
 * (docs/product-rules.md, Configuration flow). Step 2 uses the suffixed event fields so the
 * ceremony and the reception share one definition; see docs/decisions/002-one-form-model.md.
 */
export function createDefaultFormConfig(invitationDomain: string): FormConfig {
  return {
    step1: [coupleSection('Mempelai Wanita', 'bride'), coupleSection('Mempelai Pria', 'groom')],
    step2: [eventSection(CEREMONY_SECTION, true), eventSection('Resepsi Pernikahan', false)],
    step3: [
      {
        title: 'Link Undangan',
        fields: [
          {
            name: 'invitation_slug',
            label: 'Link Undangan',
            type: 'text',
            required: true,
            placeholder: 'rina-dan-budi',
            suffix: `.${invitationDomain}`,
          },
        ],
      },
      {
        title: 'Custom Background Music',
        fields: [
          {
            name: 'background_music_url',
            label: 'URL Musik Latar',
            type: 'url',
            placeholder: 'https://...',
          },
        ],
      },
      {
        title: 'Amplop Digital',
        fields: [
          {
            name: 'bank_name',
            label: 'Bank / E-Wallet',
            type: 'select',
            options: options(BANK_OPTIONS),
          },
          {
            name: 'account_number',
            label: 'Nomor Rekening',
            type: 'number',
            placeholder: 'Hanya angka',
          },
          { name: 'account_holder_name', label: 'Nama Pemilik Rekening', type: 'text' },
          // A second account (issue 29): one per side, shown only when its number is filled in.
          {
            name: 'bank_name_2',
            label: 'Bank / E-Wallet Kedua',
            type: 'select',
            options: options(BANK_OPTIONS),
            placeholder: 'Tanpa rekening kedua',
          },
          {
            name: 'account_number_2',
            label: 'Nomor Rekening Kedua',
            type: 'number',
            placeholder: 'Hanya angka (opsional)',
          },
          { name: 'account_holder_name_2', label: 'Nama Pemilik Rekening Kedua', type: 'text' },
        ],
      },
      {
        title: 'Penyesuaian Terakhir',
        fields: [
          { name: 'gallery_enabled', label: 'Galeri Foto', type: 'switch', default: true },
          { name: 'reception_enabled', label: 'Resepsi Pernikahan', type: 'switch', default: true },
          {
            name: 'background_music_enabled',
            label: 'Musik Latar',
            type: 'switch',
            default: false,
          },
          {
            name: 'digital_envelope_enabled',
            label: 'Amplop Digital',
            type: 'switch',
            default: false,
          },
          { name: 'guest_book_enabled', label: 'Ucapan & Doa', type: 'switch', default: true },
          { name: 'countdown_enabled', label: 'Countdown', type: 'switch', default: true },
        ],
      },
      {
        title: 'Kustomisasi',
        fields: [
          {
            name: 'love_story',
            label: 'Kisah Cinta',
            type: 'textarea',
            placeholder: 'Ceritakan perjalanan kalian berdua',
          },
          {
            // Issue 30: shown to guests who read the invitation in English; empty shows the above.
            name: 'love_story_en',
            label: 'Kisah Cinta (bahasa Inggris, opsional)',
            type: 'textarea',
            placeholder: 'Untuk tamu yang membaca undangan dalam bahasa Inggris',
          },
          {
            name: 'live_stream_url',
            label: 'Link Siaran Langsung',
            type: 'url',
            placeholder: 'https://youtube.com/...',
          },
        ],
      },
      {
        title: 'Pengaturan',
        fields: [
          {
            name: 'rsvp_enabled',
            label: 'Terima konfirmasi kehadiran (RSVP)',
            type: 'switch',
            default: true,
          },
          {
            name: 'search_indexing_enabled',
            label: 'Tampilkan undangan di mesin pencari',
            type: 'switch',
            default: false,
          },
        ],
      },
    ],
  };
}
