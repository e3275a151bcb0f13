import type { FastifyPluginAsync } from 'fastify';
import { envelope } from '../../http/envelope';
import { pingDatabase } from './health.queries';

const CHECK_TIMEOUT_MS = 3000;

function withTimeout(work: Promise<void>): Promise<void> {
  return Promise.race([
    work,
    new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error('tidak menjawab')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply) => {
    const started = performance.now();
    try {
      await pingDatabase(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply
        .status(503)
        .send(
          envelope(
            { status: 'down', database: app.database.kind },
            'Database tidak tersedia.',
            503,
          ),
        );
    }
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    return envelope({ status: 'ok', database: app.database.kind, latency_ms: latencyMs }, 'Sehat.');
  });

  /** The process answers: restart it only when this fails. */
  app.get('/health/live', async () => envelope({ status: 'ok' }, 'Hidup.'));

  /** Send traffic here? Every check passes and the instance is not draining for shutdown. */
  app.get('/health/ready', async (request, reply) => {
    if (app.readiness.draining) {
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(envelope({ status: 'draining' }, 'Server sedang berhenti.', 503));
    }
    const results = await Promise.all(
      app.readiness.checks.map(async (check) => {
        try {
          await withTimeout(check.run());
          return [check.name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ check: check.name, err: error }, 'readiness check failed');
          return [check.name, (error as Error).message || 'gagal'] as const;
        }
      }),
    );
    const checks = Object.fromEntries(results);
    const ready = results.every(([, result]) => result === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .send(
        envelope(
          { status: ready ? 'ready' : 'not_ready', checks },
          ready ? 'Siap.' : 'Belum siap.',
          ready ? 200 : 503,
        ),
      );
  });
};
