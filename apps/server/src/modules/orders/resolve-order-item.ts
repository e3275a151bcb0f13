import {
  canUseTheme,
  parsePrice,
  planRank,
  PLAN_FEATURE_LABELS,
  PLANS,
  type OrderItem,
  type PurchasablePlanId,
  themeTypeName,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { getEntitlements } from '../entitlements/entitlements.queries';
import { loadPlanPrices } from '../plans/plan-prices.queries';
import { findActiveThemeOr404 } from '../themes/themes.queries';

export interface ResolvedItem {
  type: OrderItem['type'];
  planId: PurchasablePlanId | null;
  themeId: number | null;
  name: string;
  /** Whole rupiah, from the current prices in the database: never from the browser. */
  price: number;
  features: string[];
  /** The couple can already use what this unlocks. */
  alreadyOwned: boolean;
}

/**
 * What is being bought, at the server's price, and whether the couple already has it. Without a
 * user (a signed-out visitor looking at the public checkout) nothing is owned yet.
 */
export async function resolveOrderItem(
  db: Db,
  userId: string | null,
  item: OrderItem,
): Promise<ResolvedItem> {
  const entitlements = userId
    ? await getEntitlements(db, userId)
    : { plan: 'basic' as const, purchasedThemeIds: new Set<number>() };
  if (item.type === 'plan') {
    const plan = PLANS[item.id];
    return {
      type: 'plan',
      planId: item.id,
      themeId: null,
      name: `Paket ${plan.name}`,
      price: (await loadPlanPrices(db))[item.id],
      features: plan.features.map((feature) => PLAN_FEATURE_LABELS[feature]),
      alreadyOwned: planRank(entitlements.plan) >= planRank(item.id),
    };
  }
  const row = await findActiveThemeOr404(db, item.id);
  const price = parsePrice(row.theme.price);
  const tier = themeTypeName(row.type.name);
  return {
    type: 'theme',
    planId: null,
    themeId: row.theme.id,
    name: `Tema ${row.theme.name}`,
    price,
    features: [`Tema ${row.theme.name} selamanya`],
    alreadyOwned: canUseTheme({
      plan: entitlements.plan,
      themeTier: tier,
      themePrice: price,
      themeId: row.theme.id,
      purchasedThemeIds: entitlements.purchasedThemeIds,
    }),
  };
}
