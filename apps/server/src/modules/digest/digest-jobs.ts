import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { coupleNamesOf, wibHour } from '@kabar/shared';
import { enqueueMail } from '../../jobs/mail-jobs';
import type { JobDefinition } from '../../jobs/job-queue';
import { recurringJob } from '../../jobs/recurring';
import { invitations } from '../invitations/invitations.schema';
import {
  answersSince,
  countSince,
  dailyDigestsAt,
  digestRecipients,
  digestSettingsOf,
  moveWatermark,
  watermarkOf,
} from './digest.queries';
import { digestMail } from './digest-mail';

export const SEND_DIGEST = 'digest.send';

interface DigestJob {
  invitationId: string;
}

type DigestApp = Pick<FastifyInstance, 'db' | 'jobs' | 'config'>;

/**
 * One invitation's digest to each person who hears of it. The mail's key names the person and
 * the watermark it starts from, so a job run twice (a retry, two instances) mails once; the
 * watermark moves only after the mail is queued (decision 040).
 */
export async function sendDigest(app: DigestApp, invitationId: string, now = new Date()) {
  const [invitation] = await app.db
    .select({ id: invitations.id, content: invitations.content })
    .from(invitations)
    .where(eq(invitations.id, invitationId));
  if (!invitation) return;
  if ((await digestSettingsOf(app.db, invitationId)).mode === 'off') return;
  const coupleNames = coupleNamesOf(invitation.content);
  const answersUrl = `${app.config.site.publicUrl}/dashboard/invitations/${invitationId}/responses`;
  for (const person of await digestRecipients(app.db, invitationId)) {
    const since = (await watermarkOf(app.db, invitationId, person.userId)).digestedAt;
    const counts = await countSince(app.db, invitationId, person, since);
    if (counts.answers + counts.wishes === 0) continue;
    const news = await answersSince(app.db, invitationId, person, since);
    await enqueueMail(
      app,
      `digest:${invitationId}:${person.userId}:${since.getTime()}`,
      digestMail({ site: app.config.site, to: person, coupleNames, answersUrl, ...news, counts }),
    );
    await moveWatermark(app.db, invitationId, person.userId, 'digestedAt', now);
  }
}

/** Queues the instant digest; a job already waiting for the invitation takes this answer too. */
export async function queueDigest(app: Pick<FastifyInstance, 'jobs'>, invitationId: string) {
  await app.jobs.send(SEND_DIGEST, { invitationId } satisfies DigestJob, {
    singletonKey: invitationId,
  });
}

export function digestJobs(app: DigestApp): JobDefinition[] {
  const send: JobDefinition<DigestJob> = {
    name: SEND_DIGEST,
    retryLimit: 5,
    retryDelaySeconds: 5,
    policy: 'short',
    run: ({ invitationId }) => sendDigest(app, invitationId),
  };
  return [
    send,
    // Every hour on the hour: the invitations whose couple picked this hour (WIB) get theirs.
    recurringJob('digest.daily', '0 * * * *', async () => {
      for (const invitationId of await dailyDigestsAt(app.db, wibHour(new Date()))) {
        await queueDigest(app, invitationId);
      }
    }),
  ];
}
