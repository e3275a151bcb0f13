import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import { migrationsApplied } from '../../db/migrate';

/** One thing the instance needs before it takes traffic. Throws (with a reason) when not ready. */
export interface ReadinessCheck {
  name: string;
  run(): Promise<void>;
}

export interface Readiness {
  /** Set on SIGTERM: the load balancer should stop sending, in-flight requests still finish. */
  draining: boolean;
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

/** Database reachable, migrations applied, and the SMTP server (when configured) answering. */
export function defaultReadinessChecks(
  app: FastifyInstance,
  smtpUrl = app.config.smtpUrl,
): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [
    { name: 'database', run: async () => void (await app.db.execute(sql`select 1`)) },
    {
      name: 'migrations',
      async run() {
        if (!(await migrationsApplied(app.database))) throw new Error('migrasi belum diterapkan');
      },
    },
  ];
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    checks.push(cached({ name: 'smtp', run: async () => void (await transport.verify()) }, 30_000));
  }
  return checks;
}
