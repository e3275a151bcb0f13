// What `npm run backup` and `npm run restore` work on: the server's own configuration (DATA_DIR,
// DATABASE_URL, read as the server reads them), PostgreSQL's client programs when needed, and a
// check that the embedded database is not open in a running server.
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { ensurePostgresqlClient } from './ensure-postgresql-client.mjs';

export async function backupTarget() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`kabar: ${error.message}`);
    process.exit(1);
  }
  if (config.databaseUrl) return { config, tools: ensurePostgresqlClient() };
  // PGlite's files are consistent only while closed, and one process owns them.
  const live = await fetch(`http://127.0.0.1:${config.port}/api/health/live`, {
    signal: AbortSignal.timeout(1000),
  }).catch(() => null);
  if (live) {
    console.error(
      `kabar: server masih berjalan di port ${config.port}; hentikan dulu (database tertanam hanya utuh saat tertutup).`,
    );
    process.exit(1);
  }
  return { config, tools: undefined };
}
