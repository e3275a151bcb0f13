import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { REFRESH_COOKIE } from './refresh-cookie';

const NOT_JSON = 'Permintaan harus berformat JSON.';
const FOREIGN_ORIGIN = 'Permintaan dari situs lain ditolak.';
const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Refresh and logout act on the refresh cookie, so besides SameSite=Strict they take only JSON
 * (no HTML form can send it) and, when the cookie rides along, only from our own origin: browsers
 * always send Origin on a POST. A request without Origin and without the cookie is a non-browser
 * client presenting its token in the body, which a cross-site page cannot do. Outside production a
 * loopback origin (Vite's dev server proxying to us) counts as ours too.
 */
export function guardSessionRequests(
  app: FastifyInstance,
  { publicUrl, isProduction }: { publicUrl: string; isProduction: boolean },
): void {
  const ownOrigin = new URL(publicUrl).origin;
  const allowed = (origin: string) =>
    origin === ownOrigin || (!isProduction && LOOPBACK.test(origin));

  // Only JSON is parsed here, and an empty JSON body (fetch with no body) is an empty object.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, {});
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, NOT_JSON), undefined);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') throw new AppError(415, NOT_JSON);
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.cookies?.[REFRESH_COOKIE]) throw new AppError(403, FOREIGN_ORIGIN);
      return;
    }
    if (!allowed(origin)) throw new AppError(403, FOREIGN_ORIGIN);
  });
}
