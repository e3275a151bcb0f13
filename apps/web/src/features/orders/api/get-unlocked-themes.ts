import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  canUseTheme,
  parsePrice,
  themeListSchema,
  type OrderDto,
  type Theme,
  type UserPlanDto,
} from '@kabar/shared';
import { api } from '@/lib/api-client';

export interface Unlocked {
  plan: UserPlanDto;
  /** Paid themes the couple can use now, the ones this order opened first. */
  themes: Theme[];
}

/** The couple's plan as the server enforces it, and the paid themes it lets them use. */
export async function getUnlocked(order: Pick<OrderDto, 'item'>): Promise<Unlocked> {
  const [plan, list] = await Promise.all([
    api.get<UserPlanDto>('/user/plan'),
    api.get<unknown>('/themes'),
  ]);
  const themes = themeListSchema.parse(list.data).filter(
    (theme) =>
      parsePrice(theme.price) > 0 &&
      canUseTheme({
        plan: plan.data.plan,
        themeTier: theme.theme_type.theme_type_name,
        themePrice: parsePrice(theme.price),
        themeId: theme.theme_id,
        purchasedThemeIds: plan.data.purchased_theme_ids,
      }),
  );
  // What this order opened first: the theme bought, or the themes of the plan's own tier.
  const first = (theme: Theme) =>
    order.item.type === 'theme'
      ? theme.theme_id === order.item.id
      : theme.theme_type.theme_type_name === order.item.id;
  themes.sort((a, b) => Number(first(b)) - Number(first(a)));
  return { plan: plan.data, themes };
}

export function useUnlocked(order: OrderDto | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['orders', order?.order_id, 'unlocked'],
      queryFn: () => getUnlocked(order!),
      enabled: order?.status === 'paid',
      staleTime: 0,
    }),
  );
}
