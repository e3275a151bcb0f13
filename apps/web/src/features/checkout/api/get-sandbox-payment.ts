import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SandboxPaymentDto } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function getSandboxPayment(orderId: string): Promise<SandboxPaymentDto> {
  return (await api.get<SandboxPaymentDto>(`/payments/sandbox/${encodeURIComponent(orderId)}`))
    .data;
}

export const sandboxPaymentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'sandbox', orderId],
    queryFn: () => getSandboxPayment(orderId),
    staleTime: 0,
    retry: false,
  });

export function useSandboxPayment(orderId: string) {
  return useQuery(sandboxPaymentQueryOptions(orderId));
}
