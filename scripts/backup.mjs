// `npm run backup [-- file]`: one archive with the database and the uploads (see
// apps/server/src/backup/backup-archive.ts), by default backups/kabar-<kind>-<time>.tar.gz.
// PostgreSQL is dumped while it runs; the embedded database only with the server stopped.
import './node-runtime.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { createBackup } from '../apps/server/src/backup/backup-archive.ts';
import { backupTarget } from './backup-target.mjs';

const { config, tools } = await backupTarget();
const kind = config.databaseUrl ? 'postgres' : 'pglite';
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(
  process.argv[2] ??
    path.join(process.env.BACKUP_DIR ?? 'backups', `kabar-${kind}-${stamp}.tar.gz`),
);
fs.mkdirSync(path.dirname(file), { recursive: true });
try {
  const manifest = createBackup(config, file, tools);
  const megabytes = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(
    `kabar: cadangan ${kind} (${[...(kind === 'postgres' ? ['pg_dump'] : []), ...manifest.entries].join(', ')}) di ${file} (${megabytes} MB)`,
  );
} catch (error) {
  console.error(`kabar: pencadangan gagal: ${error.message}`);
  process.exit(1);
}
