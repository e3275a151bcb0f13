import type { GiftSentInput } from '@kabar/shared';
import { api } from '@/lib/api-client';

export interface QrisWithAmount {
  merchantName: string;
  payload: string;
  svg: string;
}

export async function qrisForAmount(slug: string, amount: number): Promise<QrisWithAmount> {
  return (await api.post<QrisWithAmount>(`/gifts/${encodeURIComponent(slug)}/qris`, { amount }))
    .data;
}

export async function tellGiftSent(slug: string, input: GiftSentInput): Promise<string> {
  return (await api.post<{ id: string }>(`/gifts/${encodeURIComponent(slug)}/sent`, input)).meta
    .msg;
}
