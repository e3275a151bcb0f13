import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone, phoneSchema, PHONE_FORMAT_MESSAGE } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['(0812) 3456 7890', '6281234567890'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it('accepts 62 8 followed by 8 to 13 digits', () => {
    expect(isValidPhone('62812345678')).toBe(true);
    expect(isValidPhone(`628${'1'.repeat(13)}`)).toBe(true);
  });
  it('rejects too short, too long, landlines and other countries', () => {
    expect(isValidPhone('6281234567')).toBe(false);
    expect(isValidPhone(`628${'1'.repeat(14)}`)).toBe(false);
    expect(isValidPhone('0215551234')).toBe(false);
    expect(isValidPhone('+6591234567')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('phoneSchema', () => {
  it('outputs the normalised phone', () => {
    expect(phoneSchema.parse('0812-3456-7890')).toBe('6281234567890');
  });
  it('fails with the format message', () => {
    const result = phoneSchema.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PHONE_FORMAT_MESSAGE);
  });
});
