import { eq } from 'drizzle-orm';
import { canUseTheme, PLANS, type PlanId, type ThemeTier, parsePrice } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import { users } from '../users/users.schema';
import { themePurchases } from './entitlements.schema';

export interface Entitlements {
  plan: PlanId;
  purchasedThemeIds: Set<number>;
}

export async function getEntitlements(db: Db, userId: string): Promise<Entitlements> {
  const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('Pengguna tidak ditemukan.');
  const purchases = await db
    .select({ themeId: themePurchases.themeId })
    .from(themePurchases)
    .where(eq(themePurchases.userId, userId));
  return { plan: user.plan, purchasedThemeIds: new Set(purchases.map((p) => p.themeId)) };
}

/** Refuses, with the plan to buy named, a theme the couple may not use (access rule in shared/plans). */
export function assertThemeAllowed(
  entitlements: Entitlements,
  theme: { id: number; tier: ThemeTier; price: string },
): void {
  const allowed = canUseTheme({
    plan: entitlements.plan,
    themeTier: theme.tier,
    themePrice: parsePrice(theme.price),
    themeId: theme.id,
    purchasedThemeIds: entitlements.purchasedThemeIds,
  });
  if (!allowed) {
    throw new AppError(
      403,
      `Tema ini membutuhkan paket ${PLANS[theme.tier].name}. Upgrade paket atau beli tema ini untuk memakainya.`,
    );
  }
}
