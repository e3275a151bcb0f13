import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const PGLITE_PACKAGE = path.join(root, 'node_modules/@electric-sql/pglite/package.json');
const MIGRATIONS = path.join(root, 'apps/server/drizzle');
// What the demo data is made from: a change here makes a new seeded template.
const SEED_SOURCES = [
  path.join(root, 'apps/server/src/seed'),
  path.join(root, 'packages/themes/src/catalogue'),
];

/** Names a template by what it holds: the database engine's version and the files it came from. */
function templateKey(sources: string[]): string {
  const hash = createHash('sha256').update(fs.readFileSync(PGLITE_PACKAGE));
  for (const dir of sources) {
    for (const file of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
      const full = path.join(dir, file);
      if (fs.statSync(full).isFile()) hash.update(full).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A data folder made once per machine and key by the server's own command, run as a process on a
 * copy of `from` (e2e imports nothing of the server; decision 019): creating a database runs
 * initdb in WebAssembly (5 to 15 s), while copying one takes well under a second.
 */
function template(name: string, sources: string[], script: string, from?: string): string {
  const dir = path.join(os.tmpdir(), `kabar-e2e-${name}-${templateKey(sources)}`);
  if (fs.existsSync(dir)) return dir;
  const staging = fs.mkdtempSync(`${dir}-staging-`);
  if (from) fs.cpSync(from, staging, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: staging, KABAR_MODE: 'local' };
  // The template is the embedded database, never a server the environment points at.
  delete env.DATABASE_URL;
  const run = spawnSync('npm', ['run', '--silent', script, '-w', '@kabar/server'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(`npm run ${script} failed:\n${run.stdout}${run.stderr}`);
  }
  try {
    fs.renameSync(staging, dir);
  } catch {
    // Another run made it first; theirs is the same.
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return dir;
}

const migratedTemplate = () => template('migrated', [MIGRATIONS], 'db:migrate');
const seededTemplate = () =>
  template('seeded', [MIGRATIONS, ...SEED_SOURCES], 'db:seed', migratedTemplate());

/** Makes the templates now, when they are missing, so later copies never wait on them. */
export function prepareTemplates(): void {
  seededTemplate();
}

/** A data folder of its own whose embedded database already exists and is migrated. */
export function freshDataDir(prefix: string): string {
  return copyOf(migratedTemplate(), prefix);
}

/** The same, already holding the theme catalogue and the demo data. */
export function seededDataDir(prefix: string): string {
  return copyOf(seededTemplate(), prefix);
}

function copyOf(template: string, prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
