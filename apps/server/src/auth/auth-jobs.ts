import type { FastifyInstance } from 'fastify';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recurringJob } from '../jobs/recurring';
import type { JobDefinition } from '../jobs/job-queue';
import { oneTimeCodes } from './one-time-codes.schema';
import { rateLimitCounters } from './rate-limits.schema';
import { authSessions } from './sessions.schema';

/** Sessions, one-time codes and limit counters past their end are of no use to anyone. */
export async function deleteExpiredSecrets(db: Db, now = new Date()): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, now));
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
}

export function authJobs(app: Pick<FastifyInstance, 'db'>): JobDefinition[] {
  return [recurringJob('secrets.cleanup', '17 * * * *', () => deleteExpiredSecrets(app.db))];
}
