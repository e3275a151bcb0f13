import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loggerOptions } from './log-redaction';
import { REQUEST_COMPLETED, writeRequestLine, type RequestLineFields } from './request-line';

const FIELDS: RequestLineFields = {
  method: 'GET',
  url: '/rina-budi?to=Budi "Bud" \\ S\u0007&lang=en',
  host: 'kabar.id',
  remoteAddress: '203.0.113.9',
  statusCode: 200,
  responseTime: 0.4215869903564453,
};

/** A request's logger as the server makes it: our options, a fixed clock, a request id bound. */
function requestLogger(options: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const { stream: _fastifyOnly, ...ours } = loggerOptions('info', stream);
  const logger = pino(
    { ...ours, timestamp: () => ',"time":1795751686553', ...options },
    stream,
  ).child({ reqId: 'lb-4f2a9c11' });
  return { logger: logger as unknown as FastifyBaseLogger, lines };
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

  it('writes nothing above info, and leaves a mixin to pino', () => {
    const quiet = requestLogger({ level: 'warn' });
    writeRequestLine(quiet.logger, FIELDS);
    expect(quiet.lines).toEqual([]);

    const mixed = requestLogger({ mixin: () => ({ instance: 'b' }) });
    writeRequestLine(mixed.logger, FIELDS);
    expect(JSON.parse(mixed.lines[0]!)).toMatchObject({ instance: 'b', url: FIELDS.url });
  });
});
