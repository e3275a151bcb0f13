import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';

const root = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(root, 'apps/server/drizzle');
const PGLITE_PACKAGE = path.join(root, 'node_modules/@electric-sql/pglite/package.json');

/** Names the template by what it holds: the database engine's version and every migration. */
function templateKey(): string {
  const hash = createHash('sha256').update(fs.readFileSync(PGLITE_PACKAGE));
  for (const file of fs.readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated embedded database, made once per machine and key: creating one runs initdb in
 * WebAssembly (5 to 13 s), while copying this one takes well under that.
 */
async function migratedTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `kabar-e2e-template-${templateKey()}`);
  if (fs.existsSync(template)) return template;
  const staging = fs.mkdtempSync(`${template}-staging-`);
  const database = await openPglite(staging);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  try {
    fs.renameSync(staging, template);
  } catch {
    // Another run made it first; theirs is the same.
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return template;
}

/** An empty data folder of its own whose embedded database already exists and is migrated. */
export async function freshDataDir(prefix: string): Promise<string> {
  const template = await migratedTemplate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
