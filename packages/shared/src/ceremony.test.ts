import { describe, expect, it } from 'vitest';
import {
  CEREMONY_KIND_KEY,
  CEREMONY_TITLE_KEY,
  ceremonyKindField,
  ceremonyTitleField,
  ceremonyTitleOf,
} from './ceremony';
import {
  createDefaultFormConfig,
  isFieldShown,
  shownWhenFieldName,
  step2FieldName,
} from './form-config';
import { formFieldSchema } from './form-field';
import { checkContent, contentFields } from './invitation-content';

const all = contentFields(createDefaultFormConfig('kabar.id'));

const valid = {
  brideName: 'Maria Simanjuntak',
  brideFather: 'Bapak Tua',
  brideMother: 'Ibu Tua',
  groomName: 'Yohanes Sitorus',
  groomFather: 'Bapak Sitorus',
  groomMother: 'Ibu Sitorus',
  tanggal_acara_ibadah_pernikahan: '2026-08-17',
  waktu_mulai_ibadah_pernikahan: '08:00',
  zona_waktu_ibadah_pernikahan: 'WIB',
  nama_lokasi_ibadah_pernikahan: 'HKBP Sudirman',
  alamat_acara_ibadah_pernikahan: 'Jl. Sudirman 5, Medan',
  invitation_slug: 'maria-yohanes',
};

describe('ceremonyTitleOf', () => {
  it('says Akad Nikah when nothing was chosen or written', () => {
    expect(ceremonyTitleOf({})).toBe('Akad Nikah');
    expect(ceremonyTitleOf({ [CEREMONY_KIND_KEY]: '', [CEREMONY_TITLE_KEY]: '  ' })).toBe(
      'Akad Nikah',
    );
  });

  it('names each kind by its label, whatever title is left over', () => {
    const leftover = { [CEREMONY_TITLE_KEY]: 'Sangjit' };
    expect(ceremonyTitleOf({ ...leftover, [CEREMONY_KIND_KEY]: 'akad' })).toBe('Akad Nikah');
    expect(ceremonyTitleOf({ ...leftover, [CEREMONY_KIND_KEY]: 'pemberkatan' })).toBe(
      'Pemberkatan',
    );
    expect(ceremonyTitleOf({ ...leftover, [CEREMONY_KIND_KEY]: 'ibadah' })).toBe(
      'Ibadah Pernikahan',
    );
  });

  it('takes the couple’s own title for Lainnya, trimmed and at most 40 characters', () => {
    expect(
      ceremonyTitleOf({ [CEREMONY_KIND_KEY]: 'lainnya', [CEREMONY_TITLE_KEY]: '  Sangjit ' }),
    ).toBe('Sangjit');
    const long = `Upacara Adat ${'Panjang '.repeat(10)}`;
    const title = ceremonyTitleOf({ [CEREMONY_KIND_KEY]: 'lainnya', [CEREMONY_TITLE_KEY]: long });
    expect(title.length).toBeLessThanOrEqual(40);
    expect(title.startsWith('Upacara Adat Panjang')).toBe(true);
    expect(ceremonyTitleOf({ [CEREMONY_KIND_KEY]: 'lainnya', [CEREMONY_TITLE_KEY]: '' })).toBe(
      'Akad Nikah',
    );
  });

  it('keeps the title an invitation had before the choice existed', () => {
    expect(ceremonyTitleOf({ [CEREMONY_TITLE_KEY]: 'Pemberkatan Nikah' })).toBe(
      'Pemberkatan Nikah',
    );
    expect(ceremonyTitleOf({ [CEREMONY_KIND_KEY]: 'entah', [CEREMONY_TITLE_KEY]: 'Ijab' })).toBe(
      'Ijab',
    );
  });

  it('uses the keys step 2 stores the ceremony fields under', () => {
    expect(CEREMONY_KIND_KEY).toBe(step2FieldName(ceremonyKindField.name, 'Ibadah Pernikahan'));
    expect(CEREMONY_TITLE_KEY).toBe(step2FieldName(ceremonyTitleField.name, 'Ibadah Pernikahan'));
    expect(all.map((field) => field.name)).toEqual(
      expect.arrayContaining([CEREMONY_KIND_KEY, CEREMONY_TITLE_KEY]),
    );
  });
});

describe('the ceremony fields of step 2', () => {
  it('are valid field definitions, first in the ceremony section only', () => {
    expect(formFieldSchema.parse(ceremonyKindField)).toEqual(ceremonyKindField);
    expect(formFieldSchema.parse(ceremonyTitleField)).toEqual(ceremonyTitleField);
    const [ceremony, reception] = createDefaultFormConfig('kabar.id').step2;
    expect(ceremony!.fields.slice(0, 2)).toEqual([ceremonyKindField, ceremonyTitleField]);
    expect(reception!.fields.map((field) => field.name)).not.toContain('jenis_acara');
    expect(reception!.fields[0]).toMatchObject({
      name: 'judul_acara',
      default: 'Resepsi Pernikahan',
    });
  });

  it('show the own title only while Lainnya or nothing is chosen', () => {
    expect(shownWhenFieldName(CEREMONY_TITLE_KEY, ceremonyTitleField)).toBe(CEREMONY_KIND_KEY);
    expect(shownWhenFieldName('jenis_acara_ibadah_pernikahan', ceremonyKindField)).toBeUndefined();
    expect(isFieldShown(ceremonyTitleField, 'lainnya')).toBe(true);
    expect(isFieldShown(ceremonyTitleField, undefined)).toBe(true);
    expect(isFieldShown(ceremonyTitleField, 'pemberkatan')).toBe(false);
    expect(isFieldShown(ceremonyKindField, 'apa saja')).toBe(true);
  });
});

describe('checkContent with the ceremony fields', () => {
  it('accepts each kind and a custom title', () => {
    for (const kind of ['akad', 'pemberkatan', 'ibadah']) {
      const { errors, content } = checkContent(
        all,
        { ...valid, [CEREMONY_KIND_KEY]: kind },
        'basic',
      );
      expect(errors).toEqual({});
      expect(content[CEREMONY_KIND_KEY]).toBe(kind);
    }
    const { errors, content } = checkContent(
      all,
      { ...valid, [CEREMONY_KIND_KEY]: 'lainnya', [CEREMONY_TITLE_KEY]: ' Upacara Adat ' },
      'basic',
    );
    expect(errors).toEqual({});
    expect(content[CEREMONY_TITLE_KEY]).toBe('Upacara Adat');
  });

  it('refuses an unknown kind and a custom title over 40 characters, in Indonesian', () => {
    const { errors } = checkContent(
      all,
      { ...valid, [CEREMONY_KIND_KEY]: 'nikah-siri', [CEREMONY_TITLE_KEY]: 'x'.repeat(41) },
      'basic',
    );
    expect(errors).toEqual({
      [CEREMONY_KIND_KEY]: 'Pilih Jenis Acara dari daftar yang tersedia.',
      [CEREMONY_TITLE_KEY]: 'Judul Acara terlalu panjang (maksimal 40 karakter).',
    });
    const forty = checkContent(
      all,
      { ...valid, [CEREMONY_KIND_KEY]: 'lainnya', [CEREMONY_TITLE_KEY]: 'x'.repeat(40) },
      'basic',
    );
    expect(forty.errors).toEqual({});
  });

  it('stores no custom title when a kind other than Lainnya is chosen', () => {
    const { errors, content } = checkContent(
      all,
      { ...valid, [CEREMONY_KIND_KEY]: 'pemberkatan', [CEREMONY_TITLE_KEY]: 'x'.repeat(300) },
      'basic',
    );
    expect(errors).toEqual({});
    expect(content[CEREMONY_TITLE_KEY]).toBe('');
    expect(ceremonyTitleOf(content)).toBe('Pemberkatan');
  });

  it('keeps an older invitation’s title when no kind is sent', () => {
    const { content } = checkContent(
      all,
      { ...valid, [CEREMONY_TITLE_KEY]: 'Pemberkatan Nikah' },
      'basic',
    );
    expect(content[CEREMONY_TITLE_KEY]).toBe('Pemberkatan Nikah');
    expect(ceremonyTitleOf(content)).toBe('Pemberkatan Nikah');
  });
});
