import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from './log-redaction';

/** What the line of a finished request says, flat (decision 036). */
export interface RequestLineFields {
  method: string;
  /** As requested: the line carries it redacted (log-redaction.ts). */
  url: string;
  host: string;
  remoteAddress: string;
  statusCode: number;
  responseTime: number;
}

/**
 * A line whose text is made only when its batch is written (batched-log-stream.ts). A stream
 * that says it takes them gets the line itself; any other gets its text at once.
 */
export interface DeferredLine {
  toString(): string;
}

export interface DeferredLineStream {
  takesDeferredLines: true;
  write(line: string | DeferredLine): void;
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
const { epochTime } = pino.stdTimeFunctions;

/**
 * Writes `logger.info(fields, 'request completed')` exactly as pino would, through pino's own
 * level prefix, clock, bindings (the request id among them) and stream, but without walking an
 * object: the keys are known and only the strings need escaping (decision 049). The request
 * keeps only the fields; the text is made with the rest of its batch, after the response is out
 * (decision 056). A logger this cannot write for (mixins, log formatters, a write hook, or not
 * pino) gets the ordinary call; the test beside this file holds the lines equal.
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
    logger.info({ ...fields, url: redactUrl(fields.url) }, REQUEST_COMPLETED);
    return;
  }
  if (!(logger as unknown as pino.Logger).isLevelEnabled('info')) return;
  const clock = internals[timeSym] as () => string;
  // pino's default clock, read as a number: the text is made later, the time is now.
  const line = new RequestLine(internals, clock === epochTime ? Date.now() : clock(), fields);
  const stream = internals[streamSym] as Partial<DeferredLineStream> & {
    write(line: string): void;
  };
  stream.write(stream.takesDeferredLines ? line : line.toString());
}

/**
 * A request's line as its fields and its logger. The logger's level prefix, bindings (the request
 * id), message key and line end are read when the text is made, with the rest of the batch.
 */
class RequestLine implements DeferredLine {
  constructor(
    private readonly logger: Record<symbol, unknown>,
    private readonly time: number | string,
    private readonly fields: RequestLineFields,
  ) {}

  toString(): string {
    const { logger, fields } = this;
    const prefix = (logger[lsCacheSym] as Record<number, string>)[INFO]!;
    const time = typeof this.time === 'number' ? `,"time":${this.time}` : this.time;
    return (
      `${prefix}${time}${logger[chindingsSym] as string}` +
      `,"method":${jsonString(fields.method)},"url":${jsonString(redactUrl(fields.url))}` +
      `,"host":${jsonString(fields.host)},"remoteAddress":${jsonString(fields.remoteAddress)}` +
      `,"statusCode":${fields.statusCode},"responseTime":${fields.responseTime}` +
      `,"${logger[messageKeySym] as string}":"${REQUEST_COMPLETED}"${logger[endSym] as string}`
    );
  }
}

/** What JSON.stringify would escape in a string: quotes, backslashes, controls, lone surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are among what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** JSON.stringify's text for a string, without its copy for the strings that need no escape. */
function jsonString(value: string): string {
  return NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : `"${value}"`;
}
