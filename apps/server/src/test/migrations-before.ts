import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/migrate';

/**
 * The migrations as they stood before the one tagged `tag`, copied to a temporary folder, so a
 * test can make data as the old schema did and then apply the rest.
 */
export function migrationsBefore(tag: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
