import fs from 'node:fs';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite, type Db } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { users } from '../../apps/server/src/modules/users/users.schema';
import { seedDemoData } from '../../apps/server/src/seed/seed';
import { freshDataDir } from './data-dir';
import { startProduct, type RunningProduct } from './product';

export interface SeededUser {
  user_id: string;
  name: string;
  email: string;
  phone: string;
}

/** A signed-up, phone-verified account of its own, so one test's invitation never meets another's. */
export function seededUser(n: number, name: string): SeededUser {
  const hex = n.toString(16).padStart(4, '0');
  return {
    user_id: `00000000-0000-4000-8000-00000000${hex}`,
    name,
    email: `pengguna-${hex}@example.test`,
    phone: `62812${String(70000000 + n)}`,
  };
}

/**
 * The product on a data folder that already holds the demo data, these accounts and whatever
 * `prepare` writes: the embedded database takes one process at a time, so this happens before the
 * server opens it.
 */
export async function startProductWithUsers(
  accounts: readonly SeededUser[],
  prepare?: (db: Db) => Promise<void>,
): Promise<RunningProduct> {
  const dataDir = await freshDataDir('kabar-e2e-users-');
  const database = await openPglite(dataDir);
  try {
    await runMigrations(database);
    await seedDemoData(database.db, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    if (accounts.length) {
      await database.db.insert(users).values(
        accounts.map((account) => ({
          id: account.user_id,
          name: account.name,
          email: account.email,
          phone: account.phone,
          status: 'active' as const,
          phoneVerifiedAt: new Date(),
        })),
      );
    }
    await prepare?.(database.db);
  } finally {
    await database.close();
  }
  const product = await startProduct({ DATA_DIR: dataDir });
  return {
    ...product,
    dataDir,
    stop: async () => {
      await product.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
