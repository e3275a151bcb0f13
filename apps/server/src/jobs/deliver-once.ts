import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveredMessages } from './jobs.schema';

/** Longer than any SMTP conversation or gateway call; a claim older than this belonged to a run that died. */
const CLAIM_SECONDS = 120;

/**
 * Runs `deliver` for the message named `key` unless it was delivered already. Of runs at the same
 * moment (a job run twice, on two instances) only the claim holder delivers; the other throws, so
 * its queue tries again later and then finds the message delivered or the claim lapsed.
 */
export async function deliverOnce(
  db: Db,
  key: string,
  deliver: () => Promise<void>,
): Promise<void> {
  const claimed = await db
    .insert(deliveredMessages)
    .values({ key, claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .onConflictDoUpdate({
      target: deliveredMessages.key,
      set: { claimedUntil: sql`excluded.claimed_until` },
      where: sql`${deliveredMessages.deliveredAt} is null and ${deliveredMessages.claimedUntil} < now()`,
    })
    .returning({ key: deliveredMessages.key });
  if (claimed.length === 0) {
    const [row] = await db
      .select({ deliveredAt: deliveredMessages.deliveredAt })
      .from(deliveredMessages)
      .where(eq(deliveredMessages.key, key));
    if (row?.deliveredAt) return;
    throw new Error(`message ${key} is being sent by another job`);
  }
  try {
    await deliver();
  } catch (error) {
    await db
      .update(deliveredMessages)
      .set({ claimedUntil: sql`now()` })
      .where(eq(deliveredMessages.key, key));
    throw error;
  }
  // A crash between the delivery and this update delivers once more: neither SMTP nor an SMS
  // gateway can be asked whether it already took a message.
  await db
    .update(deliveredMessages)
    .set({ deliveredAt: sql`now()` })
    .where(eq(deliveredMessages.key, key));
}
