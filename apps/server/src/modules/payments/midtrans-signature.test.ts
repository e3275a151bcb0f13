import { describe, expect, it } from 'vitest';
import { hasValidMidtransSignature, midtransSignature } from './midtrans-signature';
import { outcomeOf } from './midtrans-status';

/**
 * Vectors computed outside this code, with coreutils:
 *   printf '%s' 'ORDER-123456''200''10000''SB-Mid-server-xxxxxxxxxxxxxxxxxx' | sha512sum
 * (the first is also the value published alongside a public Midtrans signature example).
 */
const VECTORS = [
  {
    order_id: 'ORDER-123456',
    status_code: '200',
    gross_amount: '10000',
    key: 'SB-Mid-server-xxxxxxxxxxxxxxxxxx',
    signature:
      '8d4bc63ef1b714c5aac25b173008b9b594698f1936bb1bc420cf96fbcf9ef74b9ece254c7b8354d1bd55e8c977c25d39995df85787372640db01566898fbc2cb',
  },
  {
    order_id: 'KBR-260501-7K3M9QXA2B',
    status_code: '200',
    gross_amount: '20000.00',
    key: 'SB-Mid-server-kabar-uji-1',
    signature:
      '6f7dba6143ed35106009ebe7df18286645cf99e2fa1ed91cba44d2dd415d5a5193fbe92fcce4832f0635f8658b60707737591b063932ec1d19ec0c9f6787828a',
  },
  {
    order_id: 'KBR-260501-7K3M9QXA2B',
    status_code: '201',
    gross_amount: '20000.00',
    key: 'SB-Mid-server-kabar-uji-1',
    signature:
      'e1bc4cf77a68aa766ed6c5017ed6982684e608d0894997f421153c85d61ace275a549f00176d420570178272237226ed29b1f8e09e5357767d5e0360ce071972',
  },
];

describe('Midtrans notification signature', () => {
  it.each(VECTORS)('matches the independent vector for $order_id / $status_code', (v) => {
    expect(midtransSignature(v.order_id, v.status_code, v.gross_amount, v.key)).toBe(v.signature);
    const body = { ...v, signature_key: v.signature };
    expect(hasValidMidtransSignature(body, v.key)).toBe(true);
    expect(
      hasValidMidtransSignature({ ...body, signature_key: v.signature.toUpperCase() }, v.key),
    ).toBe(true);
  });

  it('fails with another key, a changed value, a missing or malformed signature', () => {
    const v = VECTORS[1]!;
    const body = { ...v, signature_key: v.signature };
    expect(hasValidMidtransSignature(body, 'SB-Mid-server-lain')).toBe(false);
    expect(hasValidMidtransSignature({ ...body, gross_amount: '20000' }, v.key)).toBe(false);
    expect(hasValidMidtransSignature({ ...body, status_code: '201' }, v.key)).toBe(false);
    expect(hasValidMidtransSignature({ ...body, signature_key: undefined }, v.key)).toBe(false);
    expect(hasValidMidtransSignature({ ...body, signature_key: 'abc' }, v.key)).toBe(false);
    expect(hasValidMidtransSignature({ ...body, gross_amount: 20000 }, v.key)).toBe(false);
    expect(hasValidMidtransSignature(null, v.key)).toBe(false);
  });
});

describe('transaction status to order outcome (docs/security.md #20)', () => {
  it.each([
    ['settlement', undefined, 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', 'challenge', 'review'],
    ['capture', undefined, 'review'],
    ['capture', 'deny', 'failed'],
    ['pending', undefined, 'pending'],
    ['deny', undefined, 'failed'],
    ['cancel', undefined, 'expired'],
    ['expire', undefined, 'expired'],
    ['refund', undefined, 'refunded'],
    ['authorize', undefined, null],
  ] as const)('%s (%s) -> %s', (status, fraud, outcome) => {
    expect(outcomeOf(status, fraud)).toBe(outcome);
  });
});
