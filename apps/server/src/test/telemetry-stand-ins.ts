import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One received request: its path and its body (un-gzipped when it came compressed). */
export interface Received {
  path: string;
  body: string;
}

export interface StandIn {
  url: string;
  received: Received[];
  /** Resolves once a received request satisfies `match`, or fails after `timeoutMs`. */
  waitFor(match: (request: Received) => boolean, timeoutMs?: number): Promise<Received>;
  close(): Promise<void>;
}

/**
 * An HTTP server answering 200 to every POST and keeping it: the local stand-in for Sentry or
 * GlitchTip (envelopes at /api/<project>/envelope/) and for an OTLP/HTTP collector (/v1/traces).
 * CORS is allowed, as Sentry's own ingest allows it, so a browser page may report to it.
 */
export async function startTelemetryStandIn(): Promise<StandIn> {
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST') {
        const raw = Buffer.concat(chunks);
        const gzipped = request.headers['content-encoding'] === 'gzip';
        received.push({
          path: (request.url ?? '').split('?')[0] ?? '',
          body: (gzipped ? gunzipSync(raw) : raw).toString('utf8'),
        });
        for (const wake of waiters) wake();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`nothing matching arrived in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Sentry envelope's items: header line, then item header and payload lines in turn. */
export function envelopeItems(body: string): Array<{ type: string; payload: unknown }> {
  const [, ...lines] = body.split('\n').filter(Boolean);
  const items: Array<{ type: string; payload: unknown }> = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[i + 1]!) });
  }
  return items;
}
