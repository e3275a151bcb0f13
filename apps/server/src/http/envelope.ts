import type { ApiEnvelope } from '@kabar/shared';

export function envelope<T>(data: T, msg = 'OK', code = 200): ApiEnvelope<T> {
  return { data, meta: { code, msg } };
}
