import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers on every answer, among the reply's own. With options that hold no function
 * (no nonce, nothing read from the request) helmet writes the same values for every answer, so
 * they are read from it once. Written as the reply's headers, not straight onto the response as
 * helmet's middleware does, Node validates each once as the answer goes out, and a route that
 * sets its own (a page's Content-Security-Policy) replaces the value before anything is written.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet's middleware sets with these options, lower-cased. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.flat().some((value) => typeof value === 'function')) {
    throw new Error('security headers: a directive computed per request cannot be read once');
  }
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => void (failure = error ?? null),
  );
  if (failure) throw failure;
  return headers;
}
