import { describe, expect, it } from 'vitest';
import { GUEST_COPY } from './guest-copy';
import { GUEST_LANGUAGES } from './guest-language';

type Leaf = { path: string; kind: string; arity: number };

/** Every leaf of a catalogue: its path, whether it is text or a function, and how many arguments. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, kind: 'string', arity: 0 }];
  if (typeof value === 'function') return [{ path, kind: 'function', arity: value.length }];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      leaves(inner, path ? `${path}.${key}` : key),
    );
  }
  return [{ path, kind: typeof value, arity: 0 }];
}

describe('guest copy catalogue', () => {
  const reference = leaves(GUEST_COPY.id);

  it('has every key in both languages, each of the same kind', () => {
    for (const lang of GUEST_LANGUAGES) {
      expect(leaves(GUEST_COPY[lang]), lang).toEqual(reference);
    }
  });

  it('holds no empty text in any language', () => {
    for (const lang of GUEST_LANGUAGES) {
      for (const leaf of leaves(GUEST_COPY[lang]).filter((entry) => entry.kind === 'string')) {
        const text = leaf.path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], GUEST_COPY[lang]);
        expect(String(text).trim(), `${lang} ${leaf.path}`).not.toBe('');
      }
    }
  });

  it('translates the text rather than copying it', () => {
    expect(GUEST_COPY.en.rsvp.title).not.toBe(GUEST_COPY.id.rsvp.title);
    expect(GUEST_COPY.en.notices.answered('Ana', 'Attending')).toContain('Thank you, Ana');
    expect(GUEST_COPY.en.couple.childOf('daughter', 2, '2')).toBe('The second daughter of');
  });
});
