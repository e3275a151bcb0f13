import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { GuestCategoryLabels, SouvenirCounts } from '@kabar/shared';
import type { Db } from '../../db/client';
import { guests } from '../guests/guests.schema';
import { doorSettings } from '../guests/door-settings.schema';
export { categoryLabelsOf } from '../guests/category-labels';

/** Souvenirs given count once per guest, so the stock left is the stock less the guests marked. */
export async function souvenirCounts(db: Db, invitationId: string): Promise<SouvenirCounts> {
  const [[settings], [given]] = await Promise.all([
    db
      .select({ stock: doorSettings.souvenirStock })
      .from(doorSettings)
      .where(eq(doorSettings.invitationId, invitationId)),
    db
      .select({ n: count() })
      .from(guests)
      .where(and(eq(guests.invitationId, invitationId), isNotNull(guests.souvenirAt))),
  ]);
  const stock = settings?.stock ?? null;
  const n = given?.n ?? 0;
  return { stock, given: n, left: stock === null ? null : Math.max(stock - n, 0) };
}

export async function saveDoorSettings(
  db: Db,
  invitationId: string,
  values: { categoryLabels: GuestCategoryLabels; souvenirStock: number | null },
): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(doorSettings)
    .values({ invitationId, ...set })
    .onConflictDoUpdate({ target: doorSettings.invitationId, set });
}
