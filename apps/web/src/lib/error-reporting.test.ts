import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startErrorReporting } from './error-reporting';

describe('error reporting in the web app', () => {
  const bodies: string[] = [];
  let server: http.Server;
  let dsn: string;

  // The Sentry/GlitchTip stand-in: it keeps each envelope posted to /api/<project>/envelope/.
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url?.startsWith('/api/7/envelope/'))
          bodies.push(Buffer.concat(chunks).toString());
        response.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    dsn = `http://kuncipublik@127.0.0.1:${(server.address() as AddressInfo).port}/7`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it(
    'sends an error to the configured DSN with release and environment, scrubbed',
    { timeout: 30_000 },
    async () => {
      const Sentry = await startErrorReporting({
        dsn,
        release: '1.0.0',
        environment: 'production',
      });
      Sentry.captureException(new Error('tamu 081234567890 gagal disimpan'));
      await Sentry.flush(20_000);

      // Its session envelope may arrive too; the error is the one holding an event.
      const [withEvent, ...more] = bodies.filter((body) => body.includes('{"type":"event"'));
      expect(more).toHaveLength(0);
      const event = JSON.parse(withEvent!.split('\n')[2]!) as {
        release: string;
        environment: string;
        exception: { values: Array<{ value: string }> };
      };
      expect(event.release).toBe('1.0.0');
      expect(event.environment).toBe('production');
      expect(event.exception.values[0]?.value).toBe('tamu [nomor disembunyikan] gagal disimpan');
    },
  );
});
