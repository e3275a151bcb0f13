import http from 'node:http';
import { mayScrape, metricsRegistry } from './metrics';

/**
 * METRICS_PORT: the metrics on a port of their own, for a network the public never reaches
 * (METRICS_TOKEN, when set, is asked for here too).
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  token: string | undefined;
}): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end('not found\n');
      } else if (!mayScrape(request.headers.authorization, options.token)) {
        response.writeHead(401, { 'www-authenticate': 'Bearer' }).end('unauthorized\n');
      } else {
        const body = await metricsRegistry.metrics();
        response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(body);
      }
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return server;
}
