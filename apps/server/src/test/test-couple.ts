import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { createTestUser } from './test-users';
import type { User } from '../modules/users/users.schema';
import { invitations, type Invitation } from '../modules/invitations/invitations.schema';

/**
 * A couple with a published invitation, inserted directly: the editor that creates invitations
 * is its own feature, and these tests only need the row it would have made.
 */
export async function createTestCouple(
  db: Db,
  overrides: Partial<typeof invitations.$inferInsert> = {},
): Promise<{ user: User; invitation: Invitation }> {
  const user = await createTestUser(db);
  const [invitation] = await db
    .insert(invitations)
    .values({
      userId: user.id,
      themeId: 1,
      slug: `uji-${randomBytes(4).toString('hex')}`,
      status: 'published',
      publishedAt: new Date(),
      content: {
        brideName: 'Rina',
        groomName: 'Dimas',
        tanggal_acara_ibadah_pernikahan: '2026-09-12',
      },
      ...overrides,
    })
    .returning();
  return { user, invitation: invitation! };
}
