import type { ApiEnvelope } from '@kabar/shared';

export function envelope<T>(data: T, msg = 'OK', code = 200): ApiEnvelope<T> {
  return { data, meta: { code, msg } };
}

/**
 * The envelope plus `success` and `message` at the top, which the spec's theme calls read
 * (GET /themes, GET /themes/user, product spec, section 7).
 */
export function envelopeWithSuccess<T>(data: T, msg: string) {
  return { success: true as const, message: msg, ...envelope(data, msg) };
}
