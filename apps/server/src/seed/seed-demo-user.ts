import type { Db } from '../db/client';
import { hashPassword } from '../auth/password';
import { users } from '../modules/users/users.schema';

/**
 * The demo couple anyone can sign in as after `npm start` (shown in the README). A fixed id lets
 * browser tests sign in as them. Production deployments turn demo data off (SEED_DEMO_DATA=false).
 */
export const DEMO_USER = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Rina Lestari',
  email: 'demo@kabar.id',
  phone: '6281234567890',
  password: 'kabar-demo-2026',
} as const;

export async function seedDemoUser(db: Db): Promise<void> {
  const { password, ...profile } = DEMO_USER;
  await db
    .insert(users)
    .values({
      ...profile,
      passwordHash: await hashPassword(password),
      status: 'active',
      registrationSource: 'Lainnya',
      phoneVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
}
