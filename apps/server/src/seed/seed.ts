import type { Config } from '../config';
import type { Db } from '../db/client';
import { seedDemoInvitations } from './demo-invitations';
import { seedDemoUser } from './seed-demo-user';
import { seedThemes } from './seed-themes';
import { seedVouchers } from './seed-vouchers';

/** The demo data a fresh start shows. Every step is idempotent. */
export async function seedDemoData(db: Db, config: Pick<Config, 'site'>): Promise<void> {
  await seedThemes(db, { invitationDomain: config.site.invitationDomain });
  await seedDemoUser(db);
  await seedVouchers(db);
  await seedDemoInvitations(db, config);
}
