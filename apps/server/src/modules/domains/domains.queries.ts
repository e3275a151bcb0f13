import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { invitations } from '../invitations/invitations.schema';
import { users } from '../users/users.schema';
import { customDomains, type CustomDomain } from './domains.schema';

export const DOMAIN_MESSAGES = {
  taken: 'Domain ini sudah dipakai undangan lain.',
  oneOnly: 'Undangan ini sudah punya custom domain. Hapus dulu domain yang lama.',
  notFound: 'Undangan ini belum punya custom domain.',
  needsVip: 'Custom domain hanya untuk paket VIP. Tingkatkan paketmu untuk memakainya.',
} as const;

export async function findDomainOfInvitation(db: Db, invitationId: string) {
  const [row] = await db
    .select()
    .from(customDomains)
    .where(eq(customDomains.invitationId, invitationId));
  return row ?? null;
}

/** The domain with its invitation's link and its owner's plan: what serving and checks need. */
export async function findDomainByHostname(db: Db, hostname: string) {
  const [row] = await db
    .select({ domain: customDomains, slug: invitations.slug, plan: users.plan })
    .from(customDomains)
    .innerJoin(invitations, eq(invitations.id, customDomains.invitationId))
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(customDomains.hostname, hostname));
  return row ?? null;
}

export async function listDomainsToCheck(db: Db) {
  return db
    .select({ domain: customDomains, plan: users.plan })
    .from(customDomains)
    .innerJoin(invitations, eq(invitations.id, customDomains.invitationId))
    .innerJoin(users, eq(users.id, invitations.userId));
}

/** Claims the hostname for the invitation; the unique indexes settle any race. */
export async function insertDomain(
  db: Db,
  invitationId: string,
  hostname: string,
): Promise<CustomDomain> {
  try {
    const [row] = await db
      .insert(customDomains)
      .values({ invitationId, hostname, verifyToken: randomBytes(16).toString('hex') })
      .returning();
    return row!;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findDomainOfInvitation(db, invitationId);
    throw new AppError(409, existing ? DOMAIN_MESSAGES.oneOnly : DOMAIN_MESSAGES.taken);
  }
}

export async function updateDomain(db: Db, id: string, changes: Partial<CustomDomain>) {
  const [row] = await db
    .update(customDomains)
    .set(changes)
    .where(eq(customDomains.id, id))
    .returning();
  return row ?? null;
}

/**
 * Frees the hostname. The invitation's version moves on so every instance's page cache drops the
 * page rendered with the old canonical address.
 */
export async function deleteDomain(db: Db, domain: CustomDomain): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(customDomains).where(eq(customDomains.id, domain.id));
    await tx
      .update(invitations)
      .set({ version: sql`${invitations.version} + 1` })
      .where(eq(invitations.id, domain.invitationId));
  });
}

/** Starts the notice when the owner's plan no longer covers custom domains; ends it when it does. */
export async function syncPlan(
  db: Db,
  domain: CustomDomain,
  entitled: boolean,
  now: Date,
): Promise<CustomDomain> {
  if (entitled === (domain.planLostAt === null)) return domain;
  return (await updateDomain(db, domain.id, { planLostAt: entitled ? null : now })) ?? domain;
}
