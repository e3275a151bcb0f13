import { buildApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { ConfigError, loadConfig, type Config } from './config';
import { drainConnections } from './http/drain-connections';
import { REQUEST_LINES_SWITCHED } from './observability/request-log';
import { startMetricsServer } from './observability/metrics-server';
import { DatabaseStartError, openDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/prepare-database';
import { productionProblems } from './production-readiness';

/** Start-up failures the user can fix get one clear line and exit code 1, never a stack trace. */
function fail(message: string): never {
  console.error(`kabar: ${message}`);
  process.exit(1);
}

// Whatever nobody caught leaves the process in a state no one knows: it is logged as one JSON line
// (the app's logger once there is one) before exiting, so the supervisor starts a clean process.
let logFatal = (error: unknown, what: string) =>
  console.error(JSON.stringify({ level: 60, time: Date.now(), msg: what, err: String(error) }));
let reportFatal = async (_error: unknown) => {};
for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
  process.on(event, (error: unknown) => {
    logFatal(error, event);
    void reportFatal(error).finally(() => process.exit(1));
  });
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const problems = productionProblems(config);
if (problems.length > 0) fail(new ConfigError(problems).message);

let database: Database;
try {
  database = await openDatabase(config);
  await prepareDatabase(database, config);
} catch (error) {
  if (error instanceof DatabaseStartError) fail(error.message);
  fail(`database gagal disiapkan: ${(error as Error).message}`);
}

const app = await buildApp({
  config,
  database,
  jwtSecret: resolveJwtSecret(config),
  logger: { level: config.logLevel },
});

logFatal = (error, what) => app.log.fatal({ err: error }, what);
reportFatal = async (error) => {
  app.errorReporter?.capture(error, { fatal: true });
  await app.errorReporter?.flush();
};

let stopping = false;
/** Kept for closing what is left (Fastify's close), the job queue and the database. */
const CLOSING_MS = 2_000;
/**
 * SIGTERM/SIGINT drains: readiness turns 503 so load balancers with health checks stop sending,
 * and for SHUTDOWN_DELAY_MS every request is still served as before. Then no new connection is
 * accepted (a balancer resends a refused one elsewhere, POSTs too, and counts the refusals), each
 * answer ends its connection, and we wait for the connections to end, never closing one ourselves
 * (http/drain-connections.ts, decision 037); requests in flight finish and the database closes.
 * SHUTDOWN_TIMEOUT_MS bounds it all: past that we exit anyway.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.readiness.draining = true;
  app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: draining');
  setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  if (config.shutdownDelayMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    const budgetMs = Math.max(0, config.shutdownTimeoutMs - config.shutdownDelayMs - CLOSING_MS);
    const drained = await drainConnections(app.server, budgetMs, () => {
      app.readiness.endingConnections = true;
    });
    if (!drained)
      app.log.warn({ budgetMs }, 'connections still open after the drain; closing them');
  }
  await app.close();
  metricsServer?.close();
  await database.close();
  app.log.info('stopped');
  process.exit(0);
}
// Not `once`: Ctrl+C reaches every process of `npm start` and each passes it on, so a second
// signal arrives during the drain, and Node's default action for it would cut the drain short.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGUSR2', () => {
  app.requestLog.quiet = !app.requestLog.quiet;
  app.log.warn({ requestLines: app.requestLog.quiet ? 'off' : 'on' }, REQUEST_LINES_SWITCHED);
});

let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
try {
  await app.listen({ host: config.host, port: config.port });
  if (config.metrics.port !== undefined) {
    metricsServer = await startMetricsServer({
      host: config.host,
      port: config.metrics.port,
      token: config.metrics.token,
    });
    app.log.info({ port: config.metrics.port }, 'metrics listening');
  }
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(
    code === 'EADDRINUSE'
      ? `port ${config.port} sudah dipakai. Atur PORT ke port lain.`
      : (error as Error).message,
  );
}
