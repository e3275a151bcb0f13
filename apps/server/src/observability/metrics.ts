import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { PoolStats } from '../db/client';

/**
 * One registry per process. Counters are per instance: Prometheus sums them over the instances
 * it scrapes, and `rate()` survives restarts.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

const httpRequests = new Counter({
  name: 'kabar_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

const httpDuration = new Histogram({
  name: 'kabar_http_request_duration_seconds',
  help: 'Time to answer HTTP requests, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/**
 * Invitation pages served from memory (hit) or rendered again (miss). Counted in plain numbers
 * and handed to the counter when it is read: a labelled `inc` hashes its labels, a microsecond on
 * every page request, for a figure read once a scrape.
 */
const pageCacheCounts = { hit: 0, miss: 0 };
new Counter({
  name: 'kabar_invitation_page_cache_total',
  help: 'Invitation page cache lookups, by result (hit or miss)',
  labelNames: ['result'] as const,
  registers,
  collect() {
    for (const result of ['hit', 'miss'] as const) {
      this.inc({ result }, pageCacheCounts[result]);
      pageCacheCounts[result] = 0;
    }
  },
});
export const pageCacheResults = {
  hit: () => void (pageCacheCounts.hit += 1),
  miss: () => void (pageCacheCounts.miss += 1),
};

/** The counts an operator watches, incremented where each happens. */
export const businessMetrics = {
  signUps: new Counter({
    name: 'kabar_sign_ups_total',
    help: 'Accounts created (pending phone verification), by method',
    labelNames: ['method'] as const,
    registers,
  }),
  invitationsPublished: new Counter({
    name: 'kabar_invitations_published_total',
    help: 'Invitations published for the first time or again after being unpublished',
    registers,
  }),
  rsvps: new Counter({
    name: 'kabar_rsvps_total',
    help: 'RSVP answers stored',
    registers,
  }),
  ordersPaid: new Counter({
    name: 'kabar_orders_paid_total',
    help: 'Orders that became paid (by notification, or at once when free)',
    registers,
  }),
};

const pools = new Set<PoolStats>();
const poolGauge = (name: string, help: string, read: (pool: PoolStats) => number) =>
  new Gauge({
    name,
    help,
    registers,
    collect() {
      this.set([...pools].reduce((sum, pool) => sum + read(pool), 0));
    },
  });
poolGauge('kabar_db_pool_connections', 'PostgreSQL pool connections open', (p) => p.totalCount);
poolGauge('kabar_db_pool_idle', 'PostgreSQL pool connections idle', (p) => p.idleCount);
poolGauge('kabar_db_pool_waiting', 'Queries waiting for a pool connection', (p) => p.waitingCount);

/** Request counts and durations by route template; the pool's use when on PostgreSQL. */
export function instrumentApp(app: FastifyInstance): void {
  const pool = app.database.pool;
  if (pool) {
    pools.add(pool);
    app.addHook('onClose', async () => void pools.delete(pool));
  }
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a scrape may read the metrics: always without a token (own port), else the bearer. */
export function mayScrape(authorization: string | undefined, token: string | undefined): boolean {
  return token === undefined || tokenMatches(authorization, token);
}

/** GET /metrics on the main port, only with METRICS_TOKEN set, and only with that bearer. */
export function registerMetricsRoute(app: FastifyInstance, token: string): void {
  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}

/** Jobs per queue and state (created, retry, active, failed, ...), as the queue's tables hold them. */
export type JobCounts = Array<{ queue: string; state: string; count: number }>;

const jobSources = new Set<() => Promise<JobCounts>>();

new Gauge({
  name: 'kabar_jobs',
  help: 'Jobs in the queue by queue and state: created waits, retry waits after a failure, failed gave up',
  labelNames: ['queue', 'state'] as const,
  registers,
  async collect() {
    this.reset();
    // Every instance sees the same tables; one source is enough.
    const [source] = jobSources;
    for (const { queue, state, count } of source ? await source() : []) {
      this.set({ queue, state }, count);
    }
  },
});

/** Failed attempts in this instance, by queue: each is retried until its queue's limit. */
export const jobAttemptsFailed = new Counter({
  name: 'kabar_job_attempts_failed_total',
  help: 'Job attempts that failed in this instance (retried until the limit), by queue',
  labelNames: ['queue'] as const,
  registers,
});

/** The running job queue's counts in /metrics, until the returned function is called. */
export function watchJobs(source: () => Promise<JobCounts>): () => void {
  jobSources.add(source);
  return () => void jobSources.delete(source);
}
