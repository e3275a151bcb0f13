import type { FastifyInstance } from 'fastify';
import type { PhoneOtpPurpose } from '@kabar/shared';
import { CODE_TTL_SECONDS, isLiveCode } from '../auth/one-time-codes';
import { SmsDeliveryError } from '../sms/sms-sender';
import { deliverOnce } from './deliver-once';
import type { JobDefinition } from './job-queue';

export const SEND_SMS = 'sms.send';

export interface SmsJob {
  /** Names this message for good: the same key is never sent twice. */
  key: string;
  purpose: PhoneOtpPurpose;
  phone: string;
  code: string;
}

type SmsApp = Pick<FastifyInstance, 'db' | 'auth' | 'config' | 'log'>;

/**
 * Sends the code once, unless it is no longer the phone's code to use (replaced by a resend,
 * spent, withdrawn after a refusal, expired): then there is nothing worth sending, and the
 * message counts as done.
 */
export function deliverPhoneCode(
  app: SmsApp,
  { key, purpose, phone, code }: SmsJob,
): Promise<void> {
  return deliverOnce(app.db, key, async () => {
    if (!(await isLiveCode(app.db, app.auth.codes, { purpose, target: phone }, code))) return;
    await app.auth.sms.send({
      to: phone,
      text: `${app.config.site.brandName}: kode verifikasimu ${code}. Berlaku ${CODE_TTL_SECONDS / 60} menit. Jangan berikan kode ini kepada siapa pun.`,
    });
  });
}

/**
 * Retries a code the request could not deliver: with backoff from 5 s (SMS_RETRY_DELAY_SECONDS),
 * six attempts span about the code's five minutes, after which the liveness check ends them. A
 * refusal that no retry can change (a number the gateway rejects) ends the job at once.
 */
export function smsJob(app: SmsApp): JobDefinition<SmsJob> {
  return {
    name: SEND_SMS,
    retryLimit: 5,
    retryDelaySeconds: app.config.smsJob.retryDelaySeconds,
    async run(job) {
      try {
        await deliverPhoneCode(app, job);
      } catch (error) {
        if (error instanceof SmsDeliveryError && !error.retryable) {
          app.log.error({ err: error }, 'SMS ditolak layanan; tidak dicoba lagi');
          return;
        }
        throw error;
      }
    },
  };
}
