import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { MailMessage, Mailer } from '../mail/mailer';
import type { JobDefinition } from './job-queue';
import { deliverOnce } from './deliver-once';

const SEND_MAIL = 'mail.send';

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
    run: ({ key, message }) => deliverOnce(db, key, () => mailer.send(message)),
  };
}
