import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
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

/** The 200 answers; a 503 carries the same fields with the failing status. */
const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  latency_ms: z.number().nonnegative(),
});
const liveSchema = z.object({ status: z.literal('ok') });
const servingSchema = z.object({ status: z.literal('serving') });
const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.record(z.string(), z.literal('ok')),
});

/** From SIGTERM on: readiness and serving both say the instance is stopping. */
const answerDraining = (reply: FastifyReply) =>
  reply
    .status(503)
    .header('retry-after', '5')
    .send(envelope({ status: 'draining' }, 'Server sedang berhenti.', 503));

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'health');

  route.get(
    '/health',
    { summary: 'The database answers, and how fast', access: access.public, data: healthSchema },
    async (_input, request, reply) => {
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
      return envelope(
        { status: 'ok', database: app.database.kind, latency_ms: latencyMs },
        'Sehat.',
      );
    },
  );

  route.get(
    '/health/live',
    {
      summary: 'The process answers: restart it only when this fails',
      access: access.public,
      data: liveSchema,
    },
    async () => envelope({ status: 'ok' as const }, 'Hidup.'),
  );

  // For a balancer with passive checks only (open-source nginx): many of these sent through it at
  // once while an instance drains make nginx count that instance's 503s and take it out of rotation
  // before its listener closes (decision 044). No checks, so a healthy instance answers at once and
  // never 503: nginx counts no failure against it, however loaded its database.
  route.get(
    '/health/serving',
    {
      summary: 'Takes new requests: 503 only from SIGTERM on, no checks',
      access: access.public,
      data: servingSchema,
    },
    async (_input, _request, reply) => {
      if (app.readiness.draining) return answerDraining(reply);
      return envelope({ status: 'serving' as const }, 'Melayani.');
    },
  );

  route.get(
    '/health/ready',
    {
      summary: 'Ready for traffic: every check passes, not draining',
      access: access.public,
      data: readySchema,
    },
    async (_input, request, reply) => {
      if (app.readiness.draining) return answerDraining(reply);
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
    },
  );
};
