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

const base = { 'content-security-policy': PAGE_CSP, 'content-type': 'text/html; charset=utf-8' };
const INDEXABLE = Object.freeze({ ...base, 'x-robots-tag': 'all' });
const NOT_INDEXABLE = Object.freeze({ ...base, 'x-robots-tag': 'noindex, nofollow' });

/** The headers every invitation page goes out with, whether search engines may list it or not. */
export function pageHeaderValues(indexable: boolean): Readonly<Record<string, string>> {
  return indexable ? INDEXABLE : NOT_INDEXABLE;
}

export function pageHeaders(reply: FastifyReply, indexable: boolean): FastifyReply {
  return reply.headers(pageHeaderValues(indexable));
}
