import { describe, expect, it } from 'vitest';
import { Palette } from 'lucide-react';
import type { HelpTopic } from '../content/help-topics';
import { countArticles, normalise, searchHelp } from './search-help';

const topics: HelpTopic[] = [
  {
    id: 'akun',
    title: 'Akun',
    icon: Palette,
    summary: '',
    articles: [
      { question: 'Lupa password?', answer: 'Kami mengirim kode ke email.' },
      { question: 'Kode OTP tidak masuk', answer: 'Tunggu 60 detik lalu kirim ulang.' },
    ],
  },
  {
    id: 'pembayaran',
    title: 'Pembayaran',
    icon: Palette,
    summary: '',
    articles: [{ question: 'Metode bayar', answer: 'QRIS, GoPay, OVO dan DANA.' }],
  },
];

describe('help search', () => {
  it('keeps everything for an empty query', () => {
    expect(searchHelp(topics, '   ')).toEqual(topics);
  });

  it('needs every word, in any case and with punctuation ignored', () => {
    const found = searchHelp(topics, 'KODE, otp!');
    expect(found.map((t) => t.id)).toEqual(['akun']);
    expect(found[0]!.articles.map((a) => a.question)).toEqual(['Kode OTP tidak masuk']);
  });

  it('matches answers and topic titles, and drops topics with nothing left', () => {
    expect(countArticles(searchHelp(topics, 'gopay'))).toBe(1);
    expect(countArticles(searchHelp(topics, 'pembayaran'))).toBe(1);
    expect(searchHelp(topics, 'gopay password')).toEqual([]);
  });

  it('normalises accents and symbols', () => {
    expect(normalise('Café & Résepsi')).toBe('cafe resepsi');
  });
});
