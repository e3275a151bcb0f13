import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

/** What the line of a finished request says, flat (decision 036). */
export interface RequestLineFields {
  method: string;
  url: string;
  host: string;
  remoteAddress: string;
  statusCode: number;
  responseTime: number;
}

export const REQUEST_COMPLETED = 'request completed';

const {
  chindingsSym,
  endSym,
  formattersSym,
  hooksSym,
  lsCacheSym,
  messageKeySym,
  mixinSym,
  streamSym,
  timeSym,
} = pino.symbols;

const INFO = 30;

/**
 * Writes `logger.info(fields, 'request completed')` exactly as pino would, through pino's own
 * level prefix, clock, bindings (the request id among them) and stream, but without walking an
 * object: the keys are known and only the strings need escaping. On the trivial route pino's
 * generic path was about half of what a request line cost (decision 049). A logger this cannot
 * write for (mixins, log formatters, a write hook, or not pino) gets the ordinary call; the test
 * beside this file holds the two lines equal.
 */
export function writeRequestLine(logger: FastifyBaseLogger, fields: RequestLineFields): void {
  const internals = logger as unknown as Record<symbol, unknown>;
  const chindings = internals[chindingsSym];
  if (
    typeof chindings !== 'string' ||
    internals[mixinSym] ||
    (internals[formattersSym] as { log?: unknown }).log ||
    (internals[hooksSym] as { streamWrite?: unknown }).streamWrite
  ) {
    logger.info(fields, REQUEST_COMPLETED);
    return;
  }
  if (!(logger as unknown as pino.Logger).isLevelEnabled('info')) return;
  const time = (internals[timeSym] as () => string)();
  const prefix = (internals[lsCacheSym] as Record<number, string>)[INFO];
  const stream = internals[streamSym] as { write(line: string): void };
  stream.write(
    `${prefix}${time}${chindings}` +
      `,"method":${JSON.stringify(fields.method)},"url":${JSON.stringify(fields.url)}` +
      `,"host":${JSON.stringify(fields.host)},"remoteAddress":${JSON.stringify(fields.remoteAddress)}` +
      `,"statusCode":${fields.statusCode},"responseTime":${fields.responseTime}` +
      `,"${internals[messageKeySym] as string}":"${REQUEST_COMPLETED}"${internals[endSym] as string}`,
  );
}
