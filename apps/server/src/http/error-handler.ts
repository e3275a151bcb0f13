import type { FastifyError, FastifyInstance } from 'fastify';
import { envelope } from './envelope';
import { AppError } from './errors';
import { redactUrl } from '../observability/log-redaction';

const GENERIC_5XX = 'Terjadi kesalahan pada server. Silakan coba lagi.';

/** One place that turns any thrown error into the envelope; 5xx answers never show internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(envelope(error.data, error.message, error.statusCode));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      app.errorReporter?.capture(error, {
        method: request.method,
        url: redactUrl(request.url),
        route: request.routeOptions.url,
        requestId: request.id,
      });
      return reply.status(status).send(envelope(null, GENERIC_5XX, status));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(
          envelope(
            null,
            'Terlalu banyak permintaan. Tunggu beberapa saat sebelum mencoba lagi.',
            429,
          ),
        );
    }
    if (status === 413) {
      return reply.status(413).send(envelope(null, 'Ukuran data terlalu besar.', 413));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(envelope(null, 'Jenis konten tidak didukung.', 415));
    }
    return reply.status(status).send(envelope(null, 'Permintaan tidak valid.', status));
  });
}
