import { describe, expect, it } from 'vitest';
import { joinMessages } from './envelope';

describe('joinMessages', () => {
  it('joins with one period between messages, never two', () => {
    expect(joinMessages(['Email sudah terdaftar.', 'Nomor HP sudah terdaftar.'])).toBe(
      'Email sudah terdaftar. Nomor HP sudah terdaftar.',
    );
    expect(joinMessages(['Email wajib diisi', 'Format nomor HP tidak valid'])).toBe(
      'Email wajib diisi. Format nomor HP tidak valid',
    );
  });
  it('drops repeats and empty messages', () => {
    expect(joinMessages(['Wajib diisi.', 'Wajib diisi.', ' '])).toBe('Wajib diisi.');
    expect(joinMessages([])).toBe('');
  });
});
