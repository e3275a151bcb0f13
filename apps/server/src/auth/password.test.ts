import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing (docs/security.md #1-2)', () => {
  it('uses argon2id with the agreed parameters', async () => {
    expect(await hashPassword('rahasia-sekali')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies exactly what was typed', async () => {
    const long = 'Kata sandi yang sangat panjang sekali '.repeat(3);
    const stored = await hashPassword(` ${long} `);
    expect(await verifyPassword(stored, ` ${long} `)).toBe(true);
    expect(await verifyPassword(stored, long)).toBe(false);
    expect(await verifyPassword(stored, ` ${long.toLowerCase()} `)).toBe(false);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
