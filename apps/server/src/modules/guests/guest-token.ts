import { createHash, randomBytes } from 'node:crypto';

/** 96 random bits as 16 base64url characters: unguessable, and short in a WhatsApp message. */
export function newGuestToken(): string {
  return randomBytes(12).toString('base64url');
}

/** What a helper's phone gets instead of the token (see shared checkin.ts, SCAN_KEY_LENGTH). */
export function scanKeyOf(token: string): string {
  return createHash('sha256').update(token).digest().subarray(0, 16).toString('base64url');
}
