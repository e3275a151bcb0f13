// pg_dump, pg_restore and psql for backups of PostgreSQL, from Debian's postgresql-client (see
// ensure-debian-package.mjs). They must be the server's major version or newer.
import path from 'node:path';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/bin';

/** @returns {{ pgDump: string, pgRestore: string, psql: string }} */
export function ensurePostgresqlClient() {
  const tools = {
    pgDump: path.join(PG_BIN_DIR, 'pg_dump'),
    pgRestore: path.join(PG_BIN_DIR, 'pg_restore'),
    psql: path.join(PG_BIN_DIR, 'psql'),
  };
  for (const program of Object.values(tools)) {
    ensureDebianPackage({
      name: path.basename(program),
      path: program,
      pkg: 'postgresql-client',
      envVar: 'PG_BIN_DIR',
    });
  }
  return tools;
}
