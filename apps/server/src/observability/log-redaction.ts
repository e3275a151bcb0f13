import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { batchedLogStream } from './batched-log-stream';

export const REDACTED = '[disembunyikan]';

/** Where log lines go; tests pass their own to read them. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Query parameters that carry a secret or a person's address: reset links (email, token), guest
 * links (g), preview links (token), anything named like a code.
 */
const SECRET_PARAMS = new Set(['token', 'g', 'email', 'code', 'otp', 'password', 'refreshtoken']);
/**
 * A query that may hold one of them: a secret's name as a parameter, or any escape (a name may be
 * written escaped). Most queries (`?to=Budi`) hold none and are kept as they are without being
 * taken apart: this runs for every request line.
 */
const MAYBE_SECRET = new RegExp(`(?:^|&)(?:${[...SECRET_PARAMS].join('|')})(?:=|&|$)|%`, 'i');
/** Paths whose segment after the prefix is a helper's check-in code (the page and its API). */
const SECRET_SEGMENT = /^(\/(?:api\/)?checkin\/)[^/?#]+/;

/** The URL with its secrets replaced, safe to keep in logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = pathPart.replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (queryStart === -1) return redactedPath;
  const rawQuery = url.slice(queryStart + 1);
  if (!MAYBE_SECRET.test(rawQuery)) return `${redactedPath}?${rawQuery}`;
  const query = rawQuery
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let key = name;
      try {
        key = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as written; only its value could be a secret.
      }
      return SECRET_PARAMS.has(key.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

/**
 * The server's pino options: request lines with redacted URLs and without Authorization or
 * cookies, responses without Set-Cookie. Tests pass a stream to read what would be written.
 * Otherwise lines go to stdout asynchronously, a turn of the event loop's lines in one write
 * (batched-log-stream.ts), and what is waiting is written when the process exits.
 */
export function loggerOptions(
  level: string,
  stream?: LogStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    stream: stream ?? batchedLogStream(),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: REDACTED,
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
