import type { SharedCounters } from '../../redis/shared-counters';
import { WindowLimiter } from '../public-invitations/write-limits';

/**
 * docs/security.md #48: guests' uploads and reports are counted per client address in fixed
 * windows, in Redis when configured (every instance counts the same), else in this process. A
 * venue's Wi-Fi is one address for a hall of phones, so the upload window is generous; the album's
 * own totals (per guest, per invitation by plan) are counted in the database.
 */
export const ALBUM_LIMITS = {
  uploadsPerAddress: { limit: 60, windowMs: 10 * 60_000 },
  reportsPerAddress: { limit: 10, windowMs: 10 * 60_000 },
} as const;

export interface AddressLimit {
  /** Counts one attempt; false once the address has used up its window. */
  allow(address: string): Promise<boolean>;
}

function addressLimit(
  shared: SharedCounters | null,
  name: string,
  rule: { limit: number; windowMs: number },
  now?: () => number,
): AddressLimit {
  if (shared) {
    const seconds = Math.ceil(rule.windowMs / 1000);
    return {
      allow: async (address) => (await shared.hit(name, rule.limit, seconds, address)) === 0,
    };
  }
  const windows = new WindowLimiter(rule.limit, rule.windowMs, now);
  return { allow: async (address) => windows.take(address) };
}

export function createAlbumLimits(shared: SharedCounters | null, now?: () => number) {
  return {
    uploads: addressLimit(shared, 'album:upload', ALBUM_LIMITS.uploadsPerAddress, now),
    reports: addressLimit(shared, 'album:report', ALBUM_LIMITS.reportsPerAddress, now),
  };
}
