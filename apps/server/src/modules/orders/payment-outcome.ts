/** What a provider's transaction status means for our order (docs/security.md #20). */
export type PaymentOutcome = 'paid' | 'pending' | 'review' | 'failed' | 'expired' | 'refunded';
