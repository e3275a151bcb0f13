import { eq } from 'drizzle-orm';
import { DEFAULT_CATEGORY_LABELS, type GuestCategoryLabels } from '@kabar/shared';
import type { Db } from '../../db/client';
import { doorSettings } from './door-settings.schema';

/** What the couple calls VVIP, VIP and Reguler; the defaults until they rename them. */
export async function categoryLabelsOf(db: Db, invitationId: string): Promise<GuestCategoryLabels> {
  const [row] = await db
    .select({ labels: doorSettings.categoryLabels })
    .from(doorSettings)
    .where(eq(doorSettings.invitationId, invitationId));
  return row?.labels ?? DEFAULT_CATEGORY_LABELS;
}
