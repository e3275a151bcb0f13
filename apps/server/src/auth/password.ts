import { hash, verify } from '@node-rs/argon2';

/**
 * @node-rs/argon2's Algorithm.Argon2id; its const enum cannot be imported under
 * verbatimModuleSyntax.
 */
const ARGON2ID = 2;

/** docs/security.md #1: argon2id, m=19456 KiB, t=2, p=1. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes the password exactly as typed: never trimmed, truncated or lower-cased (docs/security.md
 * #2).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
