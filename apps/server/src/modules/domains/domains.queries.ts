import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
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

const isVerified = sql<boolean>`${customDomains.status} = 'verified'`;

/**
 * The claim on a name with its invitation's link and its owner's plan: what serving needs. The
 * verified claim when there is one (the only one that can serve), else any unverified one.
 */
export async function findDomainByHostname(db: Db, hostname: string) {
  const [row] = await db
    .select({ domain: customDomains, slug: invitations.slug, plan: users.plan })
    .from(customDomains)
    .innerJoin(invitations, eq(invitations.id, customDomains.invitationId))
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(customDomains.hostname, hostname))
    .orderBy(desc(isVerified))
    .limit(1);
  return row ?? null;
}

export async function listDomainsToCheck(db: Db) {
  return db
    .select({ domain: customDomains, plan: users.plan })
    .from(customDomains)
    .innerJoin(invitations, eq(invitations.id, customDomains.invitationId))
    .innerJoin(users, eq(users.id, invitations.userId));
}

/**
 * Claims the hostname for the invitation. A name another invitation verified is taken; one only
 * claimed is not (issue 25): whichever claim verifies first keeps it. The unique index on the
 * invitation settles a race between two claims of one invitation.
 */
export async function insertDomain(
  db: Db,
  invitationId: string,
  hostname: string,
): Promise<CustomDomain> {
  const [verified] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(and(eq(customDomains.hostname, hostname), isVerified));
  if (verified) throw new AppError(409, DOMAIN_MESSAGES.taken);
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
 * Saves a check that proved the claim: the name's other claims, never proven, are removed in the
 * same transaction. Another claim verified at the same moment wins the unique index, and this one
 * fails as taken.
 */
export async function verifyClaim(
  db: Db,
  domain: CustomDomain,
  changes: Partial<CustomDomain>,
): Promise<CustomDomain | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx
        .delete(customDomains)
        .where(and(eq(customDomains.hostname, domain.hostname), ne(customDomains.id, domain.id)));
      return updateDomain(tx, domain.id, changes);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return updateDomain(db, domain.id, {
      ...changes,
      status: 'failed',
      reason: DOMAIN_MESSAGES.taken,
      verifiedAt: null,
    });
  }
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
