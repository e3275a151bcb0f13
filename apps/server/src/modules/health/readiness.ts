import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import { migrationsApplied } from '../../db/migrate';
import type { FileStorage } from '../media/file-storage';
import { pingDatabase } from './health.queries';

/** One thing the instance needs before it takes traffic. Throws (with a reason) when not ready. */
export interface ReadinessCheck {
  name: string;
  run(): Promise<void>;
}

export interface Readiness {
  /** Set on SIGTERM: the load balancer should stop sending, in-flight requests still finish. */
  draining: boolean;
  /**
   * Set once the drain's listener has closed: every answer then ends its kept-alive connection,
   * so the balancer's next request to us needs a new connection, which is refused (decision 037).
   */
  endingConnections: boolean;
  checks: ReadinessCheck[];
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Remembers a slow outside check's last result for a while, so probes do not hammer it. */
function cached(check: ReadinessCheck, ttlMs: number): ReadinessCheck {
  let last: { at: number; error: unknown } | null = null;
  return {
    name: check.name,
    async run() {
      if (!last || Date.now() - last.at > ttlMs) {
        last = {
          at: Date.now(),
          error: await check.run().then(
            () => null,
            (error) => error,
          ),
        };
      }
      if (last.error) throw last.error;
    },
  };
}

/** What went wrong, in words: the S3 client names a 404 or 403 only in the error's name. */
function reasonOf(error: unknown): string {
  const { message, name } = error as Error;
  return message && message !== 'UnknownError' ? message : name;
}

/** Redis answers PING: without it shared limits and page-change news stop (decision 010). */
export function redisCheck(redis: () => Redis): ReadinessCheck {
  return {
    name: 'redis',
    async run() {
      const answer = await redis()
        .ping()
        .catch((error: unknown) => {
          throw new Error(`Redis tidak menjawab: ${reasonOf(error)}`);
        });
      if (answer !== 'PONG') throw new Error(`Redis menjawab ${answer}`);
    },
  };
}

/** The bucket can be reached with our credentials: without it no photo is stored or served. */
export function storageCheck(storage: () => FileStorage): ReadinessCheck {
  return {
    name: 'storage',
    async run() {
      await storage()
        .ready()
        .catch((error: unknown) => {
          throw new Error(`penyimpanan berkas tidak dapat dipakai: ${reasonOf(error)}`);
        });
    },
  };
}

/**
 * Database reachable, migrations applied, and each outside service configured answering: the SMTP
 * server, Redis (REDIS_URL) and the bucket (S3_*). The app's clients are looked up when a probe
 * runs, as they are set up after this list.
 */
export function defaultReadinessChecks(
  app: FastifyInstance,
  smtpUrl = app.config.smtpUrl,
): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [
    { name: 'database', run: () => pingDatabase(app.db) },
    {
      name: 'migrations',
      async run() {
        if (!(await migrationsApplied(app.database))) throw new Error('migrasi belum diterapkan');
      },
    },
  ];
  const { redis, s3 } = app.config.infrastructure;
  if (redis) checks.push(redisCheck(() => app.redis!));
  // A request to the bucket costs a little: probes every few seconds share one answer.
  if (s3)
    checks.push(
      cached(
        storageCheck(() => app.fileStorage),
        10_000,
      ),
    );
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    checks.push(cached({ name: 'smtp', run: async () => void (await transport.verify()) }, 30_000));
  }
  return checks;
}
