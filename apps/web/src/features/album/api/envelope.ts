import type { GiftSentInput, GuestEnvelope, GuestLanguage } from '@kabar/shared';
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

/** "Sudah kirim": the server's thanks (or refusal) comes in the page's language. */
export async function tellGiftSent(
  slug: string,
  input: GiftSentInput,
  lang: GuestLanguage,
): Promise<string> {
  const path = `/gifts/${encodeURIComponent(slug)}/sent?lang=${lang}`;
  return (await api.post<{ id: string }>(path, input)).meta.msg;
}

/** The envelope as this guest may see it: the address only with their personal link's token. */
export async function guestEnvelope(
  slug: string,
  token: string | null,
  lang: GuestLanguage,
): Promise<GuestEnvelope> {
  const query = new URLSearchParams({ ...(token ? { g: token } : {}), lang });
  return (await api.get<GuestEnvelope>(`/gifts/${encodeURIComponent(slug)}?${query}`)).data;
}
