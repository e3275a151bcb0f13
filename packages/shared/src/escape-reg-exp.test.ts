import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape-reg-exp';

describe('escapeRegExp', () => {
  it('makes every special character match itself', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
  });

  it('leaves ordinary text alone', () => {
    expect(escapeRegExp('kabar-id_2')).toBe('kabar-id_2');
  });
});
