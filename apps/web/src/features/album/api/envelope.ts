import type { GiftSentInput, GuestEnvelope } from '@kabar/shared';
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

/** The envelope as this guest may see it: the address only with their personal link's token. */
export async function guestEnvelope(slug: string, token: string | null): Promise<GuestEnvelope> {
  const query = token ? `?g=${encodeURIComponent(token)}` : '';
  return (await api.get<GuestEnvelope>(`/gifts/${encodeURIComponent(slug)}${query}`)).data;
}
