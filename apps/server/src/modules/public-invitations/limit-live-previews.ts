import type { Db } from '../../db/client';
import { hitRateLimit, RATE_LIMITS } from '../../auth/rate-limit';

export const PREVIEW_BUSY =
  'Terlalu banyak permintaan pratinjau. Tunggu sebentar, lalu ubah isian untuk melihatnya lagi.';

/**
 * Each live preview renders a whole page (issue 25): counted per account and per address. The
 * seconds to wait when either is used up, else 0.
 */
export async function livePreviewWait(db: Db, ip: string, actorId: string): Promise<number> {
  const waits = [
    await hitRateLimit(db, RATE_LIMITS.livePreviewAccount, actorId),
    await hitRateLimit(db, RATE_LIMITS.livePreviewIp, ip),
  ];
  return Math.max(...waits);
}
