import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PhoneOtpPurpose } from '@kabar/shared';
import { AppError } from '../http/errors';
import { deliverPhoneCode, SEND_SMS, type SmsJob } from '../jobs/sms-jobs';
import { SmsDeliveryError, SmsQuotaError } from '../sms/sms-sender';
import { issueCode, withdrawCode } from './one-time-codes';

/**
 * Issues a code for the phone and sends it (decision 010). The job is stored first, to run after
 * the request's own attempt, so a crash mid-send still delivers the code. The user waits for the
 * code, so what they can act on is answered now: the gateway's quota ('Kuota SMS telah habis...')
 * and a refusal of the number withdraw the code and fail the request as before. A gateway that is
 * down or slow is left to the queue, which retries while the code lives; the answer is success.
 */
export async function sendPhoneCode(
  app: FastifyInstance,
  phone: string,
  purpose: PhoneOtpPurpose,
): Promise<void> {
  const target = { purpose, target: phone };
  const code = await issueCode(app.db, app.auth.codes, target);
  const job: SmsJob = { key: `sms:${randomUUID()}`, purpose, phone, code };
  await app.jobs.send(SEND_SMS, job, {
    singletonKey: job.key,
    startAfterSeconds: app.config.smsJob.delaySeconds,
  });
  try {
    await deliverPhoneCode(app, job);
  } catch (error) {
    if (error instanceof SmsDeliveryError && error.retryable && !(error instanceof SmsQuotaError)) {
      app.log.warn({ err: error }, 'SMS belum terkirim; antrean mencoba lagi');
      return;
    }
    // The queued job then finds no live code and sends nothing.
    await withdrawCode(app.db, target);
    app.log.error({ err: error }, 'SMS gagal dikirim');
    if (error instanceof SmsQuotaError) throw new AppError(503, error.message);
    const reason =
      error instanceof SmsDeliveryError ? error.message : 'layanan SMS tidak dapat dihubungi.';
    throw new AppError(502, `Gagal mengirim OTP: ${reason}`);
  }
}
