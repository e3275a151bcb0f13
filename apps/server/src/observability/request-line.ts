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
  const line = new RequestLine(
    (internals[lsCacheSym] as Record<number, string>)[INFO]!,
    // pino's default clock, read as a number: the text is made later, the time is now.
    clock === epochTime ? Date.now() : clock(),
    chindings,
    fields,
    internals[messageKeySym] as string,
    internals[endSym] as string,
  );
  const stream = internals[streamSym] as Partial<DeferredLineStream> & LineStream;
  stream.write(stream.takesDeferredLines ? line : line.toString());
}

interface LineStream {
  write(line: string): void;
}

class RequestLine implements DeferredLine {
  constructor(
    private readonly prefix: string,
    private readonly time: number | string,
    private readonly chindings: string,
    private readonly fields: RequestLineFields,
    private readonly messageKey: string,
    private readonly end: string,
  ) {}

  toString(): string {
    const { fields } = this;
    const time = typeof this.time === 'number' ? `,"time":${this.time}` : this.time;
    return (
      `${this.prefix}${time}${this.chindings}` +
      `,"method":${jsonString(fields.method)},"url":${jsonString(redactUrl(fields.url))}` +
      `,"host":${jsonString(fields.host)},"remoteAddress":${jsonString(fields.remoteAddress)}` +
      `,"statusCode":${fields.statusCode},"responseTime":${fields.responseTime}` +
      `,"${this.messageKey}":"${REQUEST_COMPLETED}"${this.end}`
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
