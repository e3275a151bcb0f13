import type { FastifyInstance } from 'fastify';

const NOTIFICATION_PATH = '/api/payments/notification';
const DELIVERY_TIMEOUT_MS = 5_000;

/**
 * Sends a sandbox notification to our own notification endpoint over HTTP, as a provider would.
 * Before the server listens (tests driving it with inject) it goes through the same route in
 * process. Answers the endpoint's status code.
 */
export async function deliverToSelf(app: FastifyInstance, body: unknown): Promise<number> {
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const any = address.address === '0.0.0.0' || address.address === '::';
    const host = any
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    const response = await fetch(`http://${host}:${address.port}${NOTIFICATION_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.status;
  }
  const response = await app.inject({
    method: 'POST',
    url: NOTIFICATION_PATH,
    payload: body as Record<string, unknown>,
  });
  return response.statusCode;
}
