import type { Config } from '../config';
import type { Db } from '../db/client';
import { seedAfterWeddingDemo } from './demo-after-wedding';
import { seedDemoEvents } from './demo-events';
import { seedDemoInvitations } from './demo-invitations';
import { seedDemoUser } from './seed-demo-user';
import { seedThemes } from './seed-themes';
import { seedVouchers } from './seed-vouchers';

/** Product data, seeded in every mode: the theme tiers and the catalogue (prices, forms, photos). */
export async function seedCatalogue(db: Db, config: Pick<Config, 'site'>): Promise<void> {
  await seedThemes(db, { invitationDomain: config.site.invitationDomain });
}

/**
 * The catalogue plus the demo a fresh local start shows: demo couples, their published
 * invitations (one of them after its wedding, with its album) and the DISKON30 voucher. Never in production unless SEED_DEMO_DATA=true. Every step
 * is idempotent.
 */
export async function seedDemoData(db: Db, config: Pick<Config, 'site'>): Promise<void> {
  await seedCatalogue(db, config);
  await seedDemoUser(db);
  await seedVouchers(db);
  await seedDemoInvitations(db, config);
  await seedDemoEvents(db);
  await seedAfterWeddingDemo(db);
}

/** What start-up seeds: always the catalogue, the demo only when the configuration asks for it. */
export async function seedAtStart(
  db: Db,
  config: Pick<Config, 'site' | 'seedDemoData'>,
): Promise<void> {
  await (config.seedDemoData ? seedDemoData(db, config) : seedCatalogue(db, config));
}
