import { describe, expect, it } from 'vitest';
import {
  createDefaultFormConfig,
  fieldDefault,
  formConfigSchema,
  STEP1_SECTIONS,
  STEP2_SECTIONS,
  STEP3_SECTIONS,
  step2FieldName,
} from './form-config';

describe('default form configuration', () => {
  const config = createDefaultFormConfig('kabar.id');

  it('is valid against its own schema', () => {
    expect(formConfigSchema.parse(config)).toEqual(config);
  });

  it('has the section titles in order', () => {
    expect(config.step1.map((s) => s.title)).toEqual([...STEP1_SECTIONS]);
    expect(config.step2.map((s) => s.title)).toEqual([...STEP2_SECTIONS]);
    expect(config.step3.map((s) => s.title)).toEqual([...STEP3_SECTIONS]);
  });

  it('carries the fallback fields of steps 1 and 3', () => {
    const names = (step: typeof config.step1) => step.flatMap((s) => s.fields.map((f) => f.name));
    expect(names(config.step1)).toEqual(
      expect.arrayContaining([
        'brideName',
        'brideFather',
        'brideMother',
        'brideIg',
        'brideOrder',
        'groomName',
        'groomFather',
        'groomMother',
        'groomIg',
        'groomOrder',
      ]),
    );
    expect(names(config.step3)).toEqual(
      expect.arrayContaining([
        'invitation_slug',
        'background_music_url',
        'bank_name',
        'account_number',
        'account_holder_name',
        'bank_name_2',
        'account_number_2',
        'account_holder_name_2',
        'gallery_enabled',
        'reception_enabled',
        'background_music_enabled',
        'digital_envelope_enabled',
        'guest_book_enabled',
        'countdown_enabled',
      ]),
    );
  });

  it('puts the invitation domain as the slug suffix', () => {
    const slug = config.step3[0]?.fields[0];
    expect(slug?.suffix).toBe('.kabar.id');
    expect(slug?.required).toBe(true);
  });

  it('gives switches their defaults', () => {
    const switches = Object.fromEntries(
      config.step3
        .flatMap((s) => s.fields)
        .filter((f) => f.type === 'switch')
        .map((f) => [f.name, fieldDefault(f)]),
    );
    expect(switches).toMatchObject({
      gallery_enabled: true,
      reception_enabled: true,
      background_music_enabled: false,
      digital_envelope_enabled: false,
      guest_book_enabled: true,
      countdown_enabled: true,
    });
  });
});

describe('step2FieldName', () => {
  it('suffixes with the lower-cased, underscored section title', () => {
    expect(step2FieldName('tanggal_acara', 'Ibadah Pernikahan')).toBe(
      'tanggal_acara_ibadah_pernikahan',
    );
    expect(step2FieldName('waktu_mulai', 'Resepsi Pernikahan')).toBe(
      'waktu_mulai_resepsi_pernikahan',
    );
  });
});

describe('fieldDefault', () => {
  it('is false for unchecked switches and empty for text', () => {
    expect(fieldDefault({ name: 'a', label: 'A', type: 'checkbox' })).toBe(false);
    expect(fieldDefault({ name: 'a', label: 'A', type: 'text' })).toBe('');
    expect(fieldDefault({ name: 'a', label: 'A', type: 'select', default: 'WIB' })).toBe('WIB');
  });
});
