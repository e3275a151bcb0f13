import type { CheckoutFormInput } from '@kabar/shared';

const KEY = 'kabarCheckoutDraft';

/** What a signed-out buyer filled in, kept in this tab while they sign in, then given back once. */
export interface CheckoutDraft {
  values: Partial<CheckoutFormInput>;
  voucherCode?: string | undefined;
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked: the buyer fills the form again after signing in.
  }
}

export function takeCheckoutDraft(): CheckoutDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || !('values' in parsed)) return null;
    return parsed as CheckoutDraft;
  } catch {
    return null;
  }
}
