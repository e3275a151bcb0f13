import type { PhoneOtpPurpose, SessionPayload } from '@kabar/shared';
import { api } from '@/lib/api-client';

export type VerificationType = PhoneOtpPurpose;

export interface SendOtpAnswer {
  phone: string;
  resend_after: number;
}

export async function sendOtp(phone: string, purpose: VerificationType): Promise<SendOtpAnswer> {
  return (await api.post<SendOtpAnswer>('/send-otp', { phone, purpose })).data;
}

/** Registration codes go to /verify-otp, Google registrations to /verify-google-phone. */
export async function verifyPhoneCode(
  phone: string,
  code: string,
  type: VerificationType,
): Promise<{ data: SessionPayload; msg: string }> {
  const path = type === 'google' ? '/verify-google-phone' : '/verify-otp';
  const response = await api.post<SessionPayload>(path, { phone, code });
  return { data: response.data, msg: response.meta.msg };
}
