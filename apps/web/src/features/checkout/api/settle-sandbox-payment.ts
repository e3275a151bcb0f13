import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** 'Bayar' or 'Batalkan' on the sandbox pay page; answers where the provider sends the buyer. */
export async function settleSandboxPayment(input: {
  orderId: string;
  action: 'pay' | 'cancel';
}): Promise<{ finish_url: string }> {
  const path = `/payments/sandbox/${encodeURIComponent(input.orderId)}/${input.action}`;
  return (await api.post<{ finish_url: string }>(path)).data;
}

export function useSettleSandboxPayment() {
  return useMutation({ mutationFn: settleSandboxPayment });
}
