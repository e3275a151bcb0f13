import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { countRateLimitsInRedis } from '../auth/rate-limit';
import { startJobQueue, type JobQueue } from '../jobs/job-queue';
import { mailJob } from '../jobs/mail-jobs';
import { scheduledJobs } from '../jobs/scheduled-work';
import { smsJob } from '../jobs/sms-jobs';
import { digestJobs } from '../modules/digest/digest-jobs';
import { openRedis } from '../redis/redis-connection';
import {
  ALL_PAGES,
  localPageChanges,
  redisPageChanges,
  type PageChanges,
} from '../redis/page-changes';
import { SharedCounters } from '../redis/shared-counters';
import { registerInvitationEvents } from './invitation-events';
import { dataExportJob } from '../modules/data-rights/data-export';
import {
  linkPreviewJob,
  RENDER_LINK_PREVIEW,
} from '../modules/public-invitations/link-preview-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** null without REDIS_URL. */
    redis: Redis | null;
    /** Counters every instance shares; null without REDIS_URL (database and memory counters). */
    sharedCounters: SharedCounters | null;
    pageChanges: PageChanges;
    /** Durable jobs (pg-boss on the app's database), started when the app is ready. */
    jobs: Pick<JobQueue, 'send'>;
  }
}

/** Couple's API writes that can change what a published page shows (content, status, plan). */
const PAGE_AFFECTING_WRITE = /^\/api\/(themes\/configuration|invitations\/|payments\/|orders)/;
const PUBLISHED = /^\/api\/invitations\/([0-9a-f-]{36})\/status$/;

/**
 * The services shared between instances (decision 010). Registered before the routes, so its hook
 * sees every request.
 */
export async function registerInfrastructure(app: FastifyInstance): Promise<void> {
  const settings = app.config.infrastructure.redis;
  const redis = settings ? openRedis(settings.url) : null;
  const counters = redis && settings ? new SharedCounters(redis, settings.keyPrefix) : null;
  const pageChanges =
    redis && settings ? await redisPageChanges(redis, settings.keyPrefix) : localPageChanges();
  app.decorate('redis', redis);
  app.decorate('sharedCounters', counters);
  app.decorate('pageChanges', pageChanges);
  await registerInvitationEvents(app, redis, settings?.keyPrefix ?? '');
  countRateLimitsInRedis(app.db, counters);

  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (PAGE_AFFECTING_WRITE.test(request.url)) pageChanges.publish(ALL_PAGES);
    const published = PUBLISHED.exec(request.url);
    if (published && (request.body as { status?: string } | null)?.status === 'published') {
      await app.jobs
        .send(RENDER_LINK_PREVIEW, { invitationId: published[1]! })
        .catch((error: unknown) => request.log.error({ err: error }, 'preview job not queued'));
    }
  });
  let queue: JobQueue | null = null;
  app.decorate('jobs', {
    async send(name, data, options) {
      if (!queue) throw new Error('job queue not started');
      await queue.send(name, data, options);
    },
  } satisfies Pick<JobQueue, 'send'>);
  app.addHook('onReady', async () => {
    queue = await startJobQueue(
      app.database,
      [
        mailJob(app.db, app.mailer),
        smsJob(app),
        linkPreviewJob(app),
        ...digestJobs(app),
        dataExportJob(app),
        ...scheduledJobs(app),
      ],
      app.log,
      {
        pollingIntervalSeconds: 0.5,
        schedules: app.config.env !== 'test',
        dataKey: createHmac('sha256', app.auth.codes.hmacKey).update('kabar job data').digest(),
      },
    );
  });

  app.addHook('onClose', async () => {
    await queue?.stop();
    await pageChanges.close();
    if (counters) countRateLimitsInRedis(app.db, null);
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
}
