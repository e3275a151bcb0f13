import type { FastifyInstance } from 'fastify';
import type { PhoneOtpPurpose } from '@kabar/shared';
import { AppError } from '../http/errors';
import { SmsDeliveryError, SmsQuotaError } from '../sms/sms-sender';
import { CODE_TTL_SECONDS, issueCode, withdrawCode } from './one-time-codes';

/** Issues a code for the phone and sends it; a code that could not be delivered is withdrawn. */
export async function sendPhoneCode(
  app: FastifyInstance,
  phone: string,
  purpose: PhoneOtpPurpose,
): Promise<void> {
  const key = { purpose, target: phone };
  const code = await issueCode(app.db, app.auth.codes, key);
  const brand = app.config.site.brandName;
  try {
    await app.auth.sms.send({
      to: phone,
      text: `${brand}: kode verifikasi Anda ${code}. Berlaku ${CODE_TTL_SECONDS / 60} menit. Jangan berikan kode ini kepada siapa pun.`,
    });
  } catch (error) {
    await withdrawCode(app.db, key);
    app.log.error({ err: error }, 'SMS gagal dikirim');
    if (error instanceof SmsQuotaError) throw new AppError(503, error.message);
    const reason =
      error instanceof SmsDeliveryError ? error.message : 'layanan SMS tidak dapat dihubungi.';
    throw new AppError(502, `Gagal mengirim OTP: ${reason}`);
  }
}
