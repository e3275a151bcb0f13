import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body with its brotli and gzip forms, made once and sent many times. */
export interface Precompressed {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Brotli's quality 5: on the 200-320 KB the landing page and the catalogue render to, 11 took
 * seconds on a busy machine (the event loop held meanwhile, every 30 s), 5 takes a few
 * milliseconds and still beats gzip by about 12%. Files fixed at build get 11 there
 * (apps/web/scripts/compress-assets.mjs).
 */
const BROTLI_QUALITY = 5;

/** Compresses a body that many requests share (a rendered public page, a script) once. */
export function precompress(body: string | Buffer): Precompressed {
  const identity = Buffer.from(body);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: zlib.gzipSync(identity),
  };
}

/**
 * Accept-Encoding headers repeat (a handful per browser), so their answers are kept; bounded, so
 * a client sending made-up headers cannot grow it.
 */
class BoundedCache extends Map<string, string> {
  override set(key: string, value: string): this {
    if (this.size >= 64) this.clear();
    return super.set(key, value);
  }
}
const encodings = new Negotiator<'br' | 'gzip'>({
  supportedValues: ['br', 'gzip'],
  cache: new BoundedCache(),
});

/** Sends the form the client asks for; @fastify/compress leaves an encoded answer alone. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
): FastifyReply {
  reply.header('Vary', 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  if (!encoding) return reply.send(body.identity);
  return reply.header('Content-Encoding', encoding).send(body[encoding]);
}
