import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Ids a proxy or client may hand us: short, and nothing that could forge a log line. */
const REQUEST_ID_SHAPE = /^[A-Za-z0-9._:-]{8,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/** X-Request-Id when it has a sane shape, else a random UUID; echoed in the response. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_SHAPE.test(given) ? given : randomUUID();
}
