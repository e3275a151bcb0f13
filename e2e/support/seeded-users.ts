import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { seededDataDir } from './data-dir';
import { startProduct, type RunningProduct } from './product';

export interface SeededUser {
  user_id: string;
  name: string;
  email: string;
  phone: string;
}

/** The product's embedded database, written in plain SQL before the product opens it. */
export type Sql = Pick<PGlite, 'query'>;

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

/** A published invitation on the first theme of the catalogue; answers its id. */
export async function insertPublishedInvitation(
  sql: Sql,
  invitation: { userId: string; slug: string; content: Record<string, unknown> },
): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into invitations (user_id, theme_id, slug, status, published_at, content)
     values ($1, 1, $2, 'published', now(), $3) returning id`,
    [invitation.userId, invitation.slug, JSON.stringify(invitation.content)],
  );
  return rows[0]!.id;
}

/**
 * The product on a data folder that already holds the demo data, these accounts and whatever
 * `prepare` writes: the embedded database takes one process at a time, so this happens before the
 * server opens it.
 */
export async function startProductWithUsers(
  accounts: readonly SeededUser[],
  prepare?: (sql: Sql) => Promise<void>,
): Promise<RunningProduct> {
  const dataDir = seededDataDir('kabar-e2e-users-');
  const database = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    for (const account of accounts) {
      await database.query(
        `insert into users (id, name, email, phone, status, phone_verified_at)
         values ($1, $2, $3, $4, 'active', now())`,
        [account.user_id, account.name, account.email, account.phone],
      );
    }
    await prepare?.(database);
  } finally {
    await database.close();
  }
  return startProduct({ DATA_DIR: dataDir });
}
