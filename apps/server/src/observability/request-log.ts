import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { writeRequestLine } from './request-line';

/** What the server logs (at warn, so it is seen at any level) when SIGUSR2 switches the lines. */
export const REQUEST_LINES_SWITCHED = 'request lines switched by SIGUSR2';

/**
 * One line per request instead of Fastify's two ('incoming request' and 'request completed'):
 * the finished line carries everything an operator reads (the request id from the request's
 * logger, method, redacted URL, host, client address, status and time), and half the lines halve the logging cost that
 * capped throughput. Errors, 404s and stream failures keep Fastify's own lines.
 */
export class OneLineRequestLog extends LogController {
  /**
   * No line for a request that went well while set; errors keep theirs. SIGUSR2 switches it
   * (server.ts), so an operator can take back what the lines cost without a restart, and the
   * logging bench compares one process with and without them (decision 055).
   */
  quiet = false;

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, responseTime: reply.elapsedTime, err: error },
        'request errored',
      );
      return;
    }
    if (this.quiet) return;
    // Flat, and made without pino's walk over an object (request-line.ts): under `req` and `res`
    // pino ran the serializers and the header redaction for every request, which halved the
    // trivial route's throughput (decision 036).
    writeRequestLine(reply.log, {
      method: request.method,
      url: request.url,
      host: request.host,
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      // To the microsecond: a shorter number, and one that is cheaper to write.
      responseTime: Math.round(reply.elapsedTime * 1000) / 1000,
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    requestLog: OneLineRequestLog;
  }
}
