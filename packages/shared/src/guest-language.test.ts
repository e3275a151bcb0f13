import { describe, expect, it } from 'vitest';
import {
  guestLanguageFromAcceptLanguage,
  guestLanguageFromCell,
  guestLanguageFromQuery,
} from './guest-language';

describe('guest language', () => {
  it('takes only id or en from the query', () => {
    expect(guestLanguageFromQuery('en')).toBe('en');
    expect(guestLanguageFromQuery('id')).toBe('id');
    expect(guestLanguageFromQuery('EN')).toBeNull();
    expect(guestLanguageFromQuery(['en'])).toBeNull();
  });

  it('reads a guest list cell in either language', () => {
    expect(guestLanguageFromCell('')).toBe('id');
    expect(guestLanguageFromCell(' English ')).toBe('en');
    expect(guestLanguageFromCell('Inggris')).toBe('en');
    expect(guestLanguageFromCell('Bahasa Indonesia')).toBe('id');
    expect(guestLanguageFromCell('Jawa')).toBeNull();
  });

  it('gives English to a browser that asks for English and no Indonesian', () => {
    expect(guestLanguageFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(guestLanguageFromAcceptLanguage('en-GB, fr;q=0.5')).toBe('en');
    expect(guestLanguageFromAcceptLanguage('en-US,en;q=0.9,id;q=0.8')).toBe('id');
    expect(guestLanguageFromAcceptLanguage('jv-ID,en;q=0.5')).toBe('id');
    expect(guestLanguageFromAcceptLanguage('fr-FR,en;q=0.5')).toBeNull();
    expect(guestLanguageFromAcceptLanguage('id;q=0,en')).toBe('en');
    expect(guestLanguageFromAcceptLanguage(undefined)).toBeNull();
  });
});
