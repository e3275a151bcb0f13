import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function getOrder(orderId: string): Promise<OrderDto> {
  return (await api.get<OrderDto>(`/orders/${encodeURIComponent(orderId)}`)).data;
}

/** Polled every 2 s while the payment is awaited, for about two minutes. */
export const POLL_INTERVAL_MS = 2_000;
export const MAX_POLLS = 60;

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId], queryFn: () => getOrder(orderId), staleTime: 0 });

export function useOrder(orderId: string, options: { poll: boolean }) {
  return useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (query) =>
      options.poll &&
      query.state.data?.status === 'awaiting_payment' &&
      query.state.dataUpdateCount < MAX_POLLS
        ? POLL_INTERVAL_MS
        : false,
  });
}
