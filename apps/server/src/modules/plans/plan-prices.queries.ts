import { PLAN_IDS, PLANS, type PlanId, type PlanPrice } from '@kabar/shared';
import type { Db } from '../../db/client';
import { planPrices } from './plan-prices.schema';

/**
 * The plans' current prices. Every plan has a row (seeded by migration 0015); one missing would
 * be a broken database, and buying it must fail rather than come free.
 */
export async function loadPlanPrices(db: Db): Promise<Record<PlanId, number>> {
  const rows = await db.select().from(planPrices);
  const byId = new Map(rows.map((row) => [row.planId, row.price]));
  return Object.fromEntries(
    PLAN_IDS.map((id) => {
      const price = byId.get(id);
      if (price === undefined) throw new Error(`plan_prices has no row for ${id}`);
      return [id, price];
    }),
  ) as Record<PlanId, number>;
}

/** The plans with their names and current prices, in tier order: what the pages show. */
export async function listPlanPrices(db: Db): Promise<PlanPrice[]> {
  const prices = await loadPlanPrices(db);
  return PLAN_IDS.map((id) => ({ id, name: PLANS[id].name, price: prices[id] }));
}
