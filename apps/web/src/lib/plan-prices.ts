import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLAN_IDS, type PlanId } from '@kabar/shared/plans';
import { api } from './api-client';

type PlanPrices = Record<PlanId, number>;

/**
 * GET /api/plans (the shared planPricesSchema), checked by hand like the catalogue: the landing
 * shows these prices, and the zod runtime would double the code a visitor waits for.
 */
function toPlanPrices(value: unknown): PlanPrices {
  const list = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
  const prices = Object.fromEntries(
    list
      .filter((plan) => Number.isInteger(plan?.price) && (plan.price as number) >= 0)
      .map((plan) => [plan.id, plan.price as number]),
  );
  if (!PLAN_IDS.every((id) => typeof prices[id] === 'number')) {
    throw new Error('Failed to fetch plan prices');
  }
  return prices as PlanPrices;
}

/** The plans' current prices: set in the operator console, not in code. */
export async function getPlanPrices(): Promise<PlanPrices> {
  const response = await api.get<unknown>('/plans');
  return toPlanPrices(response.data);
}

export const planPricesQueryOptions = () =>
  queryOptions({ queryKey: ['plan-prices'], queryFn: getPlanPrices, staleTime: 60_000 });

/** Undefined while loading: the pages draw a placeholder, never a price from the build. */
export function usePlanPrices(): PlanPrices | undefined {
  return useQuery(planPricesQueryOptions()).data;
}
