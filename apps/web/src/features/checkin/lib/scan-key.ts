import { SCAN_KEY_LENGTH } from '@kabar/shared';

/**
 * The helpers' list holds SHA-256 prefixes of the tokens, not the tokens. The page hashes what it
 * scans to find the guest without a connection. Browsers only offer hashing on https (and
 * localhost); elsewhere the scan is simply sent to the server to resolve.
 */
export async function scanKeyOf(token: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  let binary = '';
  for (const byte of new Uint8Array(digest).subarray(0, 16)) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
    .slice(0, SCAN_KEY_LENGTH);
}

/** 16 random bytes in base64url; getRandomValues also works outside https. */
export function newScanId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
