import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans' notification signature: hex sha512(order_id + status_code + gross_amount + ServerKey). */
export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey, 'utf8')
    .digest('hex');
}

/**
 * Checks a notification's signature over its values exactly as received, in constant time. Any
 * missing or non-string part fails.
 */
export function hasValidMidtransSignature(body: unknown, serverKey: string): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { order_id, status_code, gross_amount, signature_key } = body as Record<string, unknown>;
  if (
    typeof order_id !== 'string' ||
    typeof status_code !== 'string' ||
    typeof gross_amount !== 'string' ||
    typeof signature_key !== 'string'
  ) {
    return false;
  }
  const expected = Buffer.from(midtransSignature(order_id, status_code, gross_amount, serverKey));
  const given = Buffer.from(signature_key.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
