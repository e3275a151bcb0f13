import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const RECOVERY_CODE_COUNT = 10;

/** 50 random bits as two groups of five base32 letters: typed by hand when the phone is lost. */
function recoveryCode(): string {
  const bytes = randomBytes(10);
  const letters = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5, 10)}`;
}

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase()).digest('hex');

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}
