import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { MailMessage, Mailer } from '../mail/mailer';
import type { JobDefinition } from './job-queue';
import { deliveredMessages } from './jobs.schema';

export const SEND_MAIL = 'mail.send';
/** Longer than any SMTP conversation; a claim older than this belonged to a run that died. */
const CLAIM_SECONDS = 120;

interface MailJob {
  /** Names this message for good: the same key is never mailed twice. */
  key: string;
  message: MailMessage;
}

/**
 * Every email leaves through here: the job is stored with the request's work, and a mail server
 * that refuses or is down is tried again with backoff (8 attempts over about four minutes).
 */
export async function enqueueMail(
  app: Pick<FastifyInstance, 'jobs'>,
  key: string,
  message: MailMessage,
): Promise<void> {
  await app.jobs.send(SEND_MAIL, { key, message } satisfies MailJob, { singletonKey: key });
}

export function mailJob(db: Db, mailer: Mailer): JobDefinition<MailJob> {
  return {
    name: SEND_MAIL,
    retryLimit: 8,
    retryDelaySeconds: 1,
    // The same receipt queued by three racing notifications waits once; sends are idempotent.
    policy: 'short',
    batchSize: 5,
    async run({ key, message }) {
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
        // Another run holds the claim right now: try again later, by then it is delivered or lapsed.
        throw new Error(`message ${key} is being sent by another job`);
      }
      try {
        await mailer.send(message);
      } catch (error) {
        await db
          .update(deliveredMessages)
          .set({ claimedUntil: sql`now()` })
          .where(eq(deliveredMessages.key, key));
        throw error;
      }
      // A crash between the send and this update would mail once more: SMTP has no way to ask.
      await db
        .update(deliveredMessages)
        .set({ deliveredAt: sql`now()` })
        .where(eq(deliveredMessages.key, key));
    },
  };
}
