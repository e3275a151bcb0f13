import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { batchedLogStream } from './batched-log-stream';
import { REDACTED, loggerOptions, redactUrl, type LogStream } from './log-redaction';
import { REQUEST_COMPLETED, writeRequestLine, type RequestLineFields } from './request-line';

const FIELDS: RequestLineFields = {
  method: 'GET',
  url: '/rina-budi?to=Budi "Bud" \\ S\u0007&lang=en',
  host: 'kabar.id',
  remoteAddress: '203.0.113.9',
  statusCode: 200,
  responseTime: 0.421,
};

/** A request's logger as the server makes it: our options, a fixed clock, a request id bound. */
function requestLogger(options: pino.LoggerOptions = {}, stream?: LogStream) {
  const lines: string[] = [];
  const destination = stream ?? { write: (line: string) => void lines.push(line) };
  const { stream: _fastifyOnly, ...ours } = loggerOptions('info', destination);
  const logger = pino(
    { ...ours, timestamp: () => ',"time":1795751686553', ...options },
    destination,
  ).child({ reqId: 'lb-4f2a9c11' });
  return { logger: logger as unknown as FastifyBaseLogger, lines };
}

/** The server's own stream, its batches written to `lines` at once. */
function batchedLogger(options: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  const stream = batchedLogStream({
    write: (chunk) => void lines.push(...chunk.toString().split(/(?<=\n)/)),
    flushSync() {},
  });
  const flush = () => stream.write('x'.repeat(16 * 1024));
  return { ...requestLogger(options, stream), lines, flush };
}

describe('writeRequestLine', () => {
  it('writes the very line pino writes for the same fields, escapes and all', () => {
    const direct = requestLogger();
    const viaPino = requestLogger();
    writeRequestLine(direct.logger, FIELDS);
    viaPino.logger.info(FIELDS, REQUEST_COMPLETED);
    expect(direct.lines).toEqual(viaPino.lines);
    expect(JSON.parse(direct.lines[0]!)).toMatchObject({ reqId: 'lb-4f2a9c11', ...FIELDS });
  });

  it('makes the same line in the batch, with the time it was written and the URL redacted', () => {
    const secret = { ...FIELDS, url: '/reset-password?email=a%40b.test&token=913407' };
    const batched = batchedLogger({ timestamp: pino.stdTimeFunctions.epochTime });
    const before = Date.now();
    writeRequestLine(batched.logger, secret);
    const after = Date.now();
    expect(batched.lines).toEqual([]);
    batched.flush();
    const line = JSON.parse(batched.lines[0]!) as { time: number; url: string };
    expect(line.time).toBeGreaterThanOrEqual(before);
    expect(line.time).toBeLessThanOrEqual(after);
    expect(line.url).toBe(`/reset-password?email=${REDACTED}&token=${REDACTED}`);

    const viaPino = requestLogger({ timestamp: () => `,"time":${line.time}` });
    viaPino.logger.info({ ...secret, url: redactUrl(secret.url) }, REQUEST_COMPLETED);
    expect(batched.lines[0]).toBe(viaPino.lines[0]);
  });

  it('escapes what JSON.stringify escapes, in the batch too', () => {
    for (const host of ['a"b', 'a\\b', 'a\u0001b', 'a\u001fb', 'tamu ✉ kabar.id']) {
      const batched = batchedLogger();
      writeRequestLine(batched.logger, { ...FIELDS, host });
      batched.flush();
      const viaPino = requestLogger();
      viaPino.logger.info({ ...FIELDS, host }, REQUEST_COMPLETED);
      expect(batched.lines[0]).toBe(viaPino.lines[0]);
    }
    // pino writes a lone surrogate as it is, which UTF-8 cannot carry; escaped, it reads back.
    const batched = batchedLogger();
    writeRequestLine(batched.logger, { ...FIELDS, host: 'a\ud800b' });
    batched.flush();
    expect(JSON.parse(batched.lines[0]!)).toMatchObject({ host: 'a\ud800b' });
  });

  it('writes nothing above info, and leaves a mixin to pino with the URL still redacted', () => {
    const quiet = requestLogger({ level: 'warn' });
    writeRequestLine(quiet.logger, FIELDS);
    expect(quiet.lines).toEqual([]);

    const mixed = requestLogger({ mixin: () => ({ instance: 'b' }) });
    writeRequestLine(mixed.logger, { ...FIELDS, url: '/undangan?g=TamuRahasia' });
    expect(JSON.parse(mixed.lines[0]!)).toMatchObject({
      instance: 'b',
      url: `/undangan?g=${REDACTED}`,
    });
  });
});
