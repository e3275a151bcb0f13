import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * One backup is one .tar.gz: `kabar-backup.json` (what it holds), `database.dump` (pg_dump's
 * custom format, PostgreSQL only) and `data/` with the parts of DATA_DIR that are state: the
 * uploads, and for the embedded database its files and the generated secret. The outboxes are
 * what would have been sent, not state, and stay out.
 */
export interface BackupManifest {
  format: 1;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  entries: string[];
}

export type BackupSource = Pick<Config, 'dataDir' | 'databaseUrl'>;

/** PostgreSQL's client programs (Debian's postgresql-client); unused for the embedded database. */
export interface PgClientTools {
  pgDump: string;
  pgRestore: string;
  psql: string;
}

const MANIFEST = 'kabar-backup.json';
const DUMP = 'database.dump';

const stateEntries = (kind: BackupManifest['kind']) =>
  kind === 'pglite' ? ['pgdata', 'uploads', 'secrets'] : ['uploads'];

const kindOf = (source: BackupSource): BackupManifest['kind'] =>
  source.databaseUrl ? 'postgres' : 'pglite';

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** A work folder beside `near`, so moving out of it is a rename on the same file system. */
function workDir(near: string): string {
  fs.mkdirSync(near, { recursive: true });
  return fs.mkdtempSync(path.join(near, '.kabar-backup-'));
}

/**
 * Writes the backup to `file`. The embedded database must be closed (its files are consistent
 * only then); pg_dump reads PostgreSQL in one snapshot while it runs.
 */
export function createBackup(
  source: BackupSource,
  file: string,
  tools?: PgClientTools,
): BackupManifest {
  const kind = kindOf(source);
  const entries = stateEntries(kind).filter((entry) =>
    fs.existsSync(path.join(source.dataDir, entry)),
  );
  const manifest: BackupManifest = {
    format: 1,
    kind,
    createdAt: new Date().toISOString(),
    entries,
  };
  const work = workDir(path.dirname(path.resolve(file)));
  try {
    fs.writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const parts = [MANIFEST];
    if (kind === 'postgres') {
      run(requireTools(tools).pgDump, [
        '--format=custom',
        `--file=${path.join(work, DUMP)}`,
        `--dbname=${source.databaseUrl}`,
      ]);
      parts.push(DUMP);
    }
    const tar = path.join(work, 'backup.tar');
    run('tar', ['-cf', tar, '-C', work, ...parts]);
    if (entries.length > 0) {
      run('tar', ['-rf', tar, '-C', source.dataDir, '--transform=s,^,data/,', ...entries]);
    }
    run('gzip', ['-f', tar]);
    fs.renameSync(`${tar}.gz`, file);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return manifest;
}

/**
 * Puts a backup back: the database as it was (PostgreSQL: every schema dropped and the dump
 * loaded, in one transaction) and the state folders of DATA_DIR replaced by the archived ones.
 * Nothing may be using the database meanwhile: stop every instance first.
 */
export function restoreBackup(
  target: BackupSource,
  file: string,
  tools?: PgClientTools,
): BackupManifest {
  const work = workDir(target.dataDir);
  try {
    run('tar', ['-xzf', path.resolve(file), '-C', work]);
    const manifestFile = path.join(work, MANIFEST);
    if (!fs.existsSync(manifestFile)) throw new Error(`${file} bukan cadangan Kabar`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`format cadangan ${manifest.format} tidak dikenal`);
    if (manifest.kind !== kindOf(target)) {
      throw new Error(
        manifest.kind === 'postgres'
          ? 'cadangan ini dari PostgreSQL: atur DATABASE_URL ke database tujuan'
          : 'cadangan ini dari database tertanam: jalankan tanpa DATABASE_URL',
      );
    }
    if (manifest.kind === 'postgres') loadDump(target.databaseUrl!, path.join(work, DUMP), tools);
    for (const entry of stateEntries(manifest.kind)) {
      const current = path.join(target.dataDir, entry);
      fs.rmSync(current, { recursive: true, force: true });
      const archived = path.join(work, 'data', entry);
      if (fs.existsSync(archived)) fs.renameSync(archived, current);
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function loadDump(databaseUrl: string, dump: string, tools: PgClientTools | undefined): void {
  const { pgRestore, psql } = requireTools(tools);
  const script = `${dump}.sql`;
  run(pgRestore, ['--no-owner', '--no-privileges', `--file=${script}`, dump]);
  // Every schema goes (also tables a later migration added, and pg-boss's queue partitions), so
  // the database is exactly the dump; one transaction, so a failed load leaves it as it was.
  const dropSchemas = `do $$ declare s name; begin
    for s in select nspname from pg_namespace
      where nspname not like 'pg\\_%' and nspname <> 'information_schema'
    loop execute format('drop schema %I cascade', s); end loop;
    create schema public;
  end $$;`;
  run(psql, [
    '--no-psqlrc',
    '--quiet',
    '--single-transaction',
    '--set=ON_ERROR_STOP=1',
    `--dbname=${databaseUrl}`,
    `--command=${dropSchemas}`,
    `--file=${script}`,
  ]);
}

function requireTools(tools: PgClientTools | undefined): PgClientTools {
  if (!tools) throw new Error('pg_dump, pg_restore dan psql dibutuhkan untuk PostgreSQL');
  return tools;
}
