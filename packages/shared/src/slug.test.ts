import { describe, expect, it } from 'vitest';
import { invitationSlugSchema, SLUG_MESSAGES } from './slug';

const message = (value: string) => invitationSlugSchema.safeParse(value).error?.issues[0]?.message;

describe('invitationSlugSchema', () => {
  it('accepts lowercase letters, digits and hyphens, 3 to 40 characters', () => {
    expect(invitationSlugSchema.parse('rina-dan-budi')).toBe('rina-dan-budi');
    expect(invitationSlugSchema.parse('abc')).toBe('abc');
    expect(invitationSlugSchema.parse('a'.repeat(40))).toBe('a'.repeat(40));
  });
  it('refuses bad shapes with the format message', () => {
    for (const bad of [
      'ab',
      'a'.repeat(41),
      'Rina',
      'rina_budi',
      '-rina',
      'rina-',
      'ri na',
      'rina--budi',
      'rína',
    ]) {
      expect(message(bad)).toBe(SLUG_MESSAGES.format);
    }
  });
  it('refuses reserved words, including our own pages', () => {
    for (const reserved of [
      'api',
      'admin',
      'dashboard',
      'login',
      'www',
      'register',
      'themes-detail',
    ]) {
      expect(message(reserved)).toBe(SLUG_MESSAGES.reserved);
    }
  });
});
