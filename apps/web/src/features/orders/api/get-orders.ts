import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function getOrders(): Promise<OrderDto[]> {
  return (await api.get<OrderDto[]>('/orders')).data;
}

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: ['orders', 'list'], queryFn: getOrders, staleTime: 0 });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
