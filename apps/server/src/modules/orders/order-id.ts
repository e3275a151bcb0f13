import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so an id read aloud to support is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Provider order ids allow at most 50 of A-Za-z0-9-_~. (docs/security.md #18). */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9\-_~.]{1,50}$/;

/** 'KBR-260501-7K3M9QXA2B': the date (UTC) and 50 random bits. */
export function newOrderId(now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  let random = '';
  for (let i = 0; i < 10; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `KBR-${date}-${random}`;
}
