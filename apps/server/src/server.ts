import { buildApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseStartError, openDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/prepare-database';
import { productionProblems } from './production-readiness';

/** Start-up failures the user can fix get one clear line and exit code 1, never a stack trace. */
function fail(message: string): never {
  console.error(`kabar: ${message}`);
  process.exit(1);
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
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  },
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(
    code === 'EADDRINUSE'
      ? `port ${config.port} sudah dipakai. Atur PORT ke port lain.`
      : (error as Error).message,
  );
}
