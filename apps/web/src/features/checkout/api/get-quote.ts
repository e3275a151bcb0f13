import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderItem, QuoteDto } from '@kabar/shared';
import { api } from '@/lib/api-client';

/** The item's price as the server sets it, and what the checkout may offer for it. */
export async function getQuote(item: OrderItem): Promise<QuoteDto> {
  return (await api.post<QuoteDto>('/orders/quote', { item })).data;
}

export const quoteQueryOptions = (item: OrderItem) =>
  queryOptions({
    queryKey: ['orders', 'quote', item],
    queryFn: () => getQuote(item),
    staleTime: 0,
  });

export function useQuote(item: OrderItem | null) {
  return useQuery({ ...quoteQueryOptions(item!), enabled: item !== null });
}
