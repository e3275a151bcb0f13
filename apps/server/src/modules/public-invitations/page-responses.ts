import type { FastifyReply } from 'fastify';

/** Google Maps may be framed (only after the guest asks); nothing else leaves our server. */
export const PAGE_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' https:",
  'frame-src https://www.google.com https://maps.google.com',
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/** The headers every invitation page goes out with. */
export function pageHeaders(reply: FastifyReply, indexable: boolean): FastifyReply {
  return reply
    .header('Content-Security-Policy', PAGE_CSP)
    .header('X-Robots-Tag', indexable ? 'all' : 'noindex, nofollow')
    .type('text/html; charset=utf-8');
}
