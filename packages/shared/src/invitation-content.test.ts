import { describe, expect, it } from 'vitest';
import { createDefaultFormConfig } from './form-config';
import { checkContent, contentFields, fieldsOfStep, isFieldLocked } from './invitation-content';
import { SLUG_MESSAGES } from './slug';

const config = createDefaultFormConfig('kabar.id');
const all = contentFields(config);

const valid = {
  brideName: 'Rina Lestari',
  brideFather: 'Bapak Harun',
  brideMother: 'Ibu Sari',
  groomName: 'Budi Santoso',
  groomFather: 'Bapak Joko',
  groomMother: 'Ibu Wati',
  tanggal_acara_ibadah_pernikahan: '2026-08-17',
  waktu_mulai_ibadah_pernikahan: '08:00',
  zona_waktu_ibadah_pernikahan: 'WIB',
  nama_lokasi_ibadah_pernikahan: 'Masjid Agung',
  alamat_acara_ibadah_pernikahan: 'Jl. Merdeka 1, Bandung',
  invitation_slug: 'rina-dan-budi',
};

describe('contentFields', () => {
  it('names step 2 fields with their section suffix', () => {
    const names = fieldsOfStep(config, 2).map((f) => f.name);
    expect(names).toContain('tanggal_acara_ibadah_pernikahan');
    expect(names).toContain('sampai_selesai_resepsi_pernikahan');
    expect(names).not.toContain('tanggal_acara');
  });
});

describe('checkContent', () => {
  it('accepts a complete submission, fills defaults and drops unknown keys', () => {
    const { content, errors } = checkContent(all, { ...valid, evil: '<script>' }, 'basic');
    expect(errors).toEqual({});
    expect(content.brideName).toBe('Rina Lestari');
    expect(content.gallery_enabled).toBe(true);
    expect(content.jenis_acara_ibadah_pernikahan).toBe('');
    expect(content.judul_acara_ibadah_pernikahan).toBe('');
    expect(content.judul_acara_resepsi_pernikahan).toBe('Resepsi Pernikahan');
    expect(content).not.toHaveProperty('evil');
  });

  it('names each failing field with an Indonesian message', () => {
    const { errors } = checkContent(
      all,
      {
        ...valid,
        brideName: '  ',
        tanggal_acara_ibadah_pernikahan: '2026-02-30',
        waktu_mulai_ibadah_pernikahan: '25:00',
        zona_waktu_ibadah_pernikahan: 'GMT',
        account_number: '12-34',
        background_music_url: 'javascript:alert(1)',
        gallery_enabled: 'yes',
        invitation_slug: 'Rina',
      },
      'vip',
    );
    expect(errors).toEqual({
      brideName: 'Nama Lengkap Mempelai Wanita wajib diisi.',
      tanggal_acara_ibadah_pernikahan:
        'Tanggal Acara harus berupa tanggal yang valid (TTTT-BB-HH).',
      waktu_mulai_ibadah_pernikahan: 'Waktu Mulai harus berupa jam yang valid (JJ:MM).',
      zona_waktu_ibadah_pernikahan: 'Pilih Zona Waktu dari daftar yang tersedia.',
      account_number: 'Nomor Rekening hanya boleh berisi angka.',
      background_music_url:
        'URL Musik Latar harus berupa alamat web yang diawali http:// atau https://.',
      gallery_enabled: 'Galeri Foto harus bernilai ya atau tidak.',
      invitation_slug: SLUG_MESSAGES.format,
    });
  });

  it('refuses a paid feature switched on above the plan, naming the plan', () => {
    const { errors } = checkContent(all, { ...valid, digital_envelope_enabled: true }, 'premium');
    expect(errors).toEqual({
      digital_envelope_enabled:
        'Amplop Digital membutuhkan paket VIP. Upgrade paket untuk memakainya.',
    });
    const rsvp = checkContent(all, { ...valid, rsvp_enabled: true }, 'basic');
    expect(rsvp.errors.rsvp_enabled).toBe(
      'RSVP membutuhkan paket Premium. Upgrade paket untuk memakainya.',
    );
  });

  it('switches paid defaults off for a plan without them instead of refusing', () => {
    const { content, errors } = checkContent(all, valid, 'basic');
    expect(errors).toEqual({});
    expect(content.rsvp_enabled).toBe(false);
    expect(content.countdown_enabled).toBe(false);
    expect(content.guest_book_enabled).toBe(true);
    expect(checkContent(all, valid, 'premium').content.rsvp_enabled).toBe(true);
  });

  it('clears the end time when the event runs until finished', () => {
    const { content, errors } = checkContent(
      all,
      {
        ...valid,
        waktu_selesai_ibadah_pernikahan: 'not a time',
        sampai_selesai_ibadah_pernikahan: true,
      },
      'basic',
    );
    expect(errors).toEqual({});
    expect(content.waktu_selesai_ibadah_pernikahan).toBe('');
  });

  it('keeps account numbers as digits, leading zeros included', () => {
    const { content } = checkContent(all, { ...valid, account_number: '0012345' }, 'vip');
    expect(content.account_number).toBe('0012345');
  });

  it('knows which fields are locked per plan', () => {
    expect(isFieldLocked('love_story', 'premium')).toBe(true);
    expect(isFieldLocked('love_story', 'vip')).toBe(false);
    expect(isFieldLocked('brideName', 'basic')).toBe(false);
  });
});
