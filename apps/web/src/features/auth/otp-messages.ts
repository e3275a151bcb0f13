import { AUTH_MESSAGES } from '@kabar/shared';
import { ApiError } from '@/lib/api-client';

/**
 * The product's messages for sending a phone code, word for word (docs/product-rules.md, Wording).
 */
export const SEND_MESSAGES = {
  offline: 'Tidak ada koneksi internet. Periksa koneksi Anda dan coba lagi.',
  network: 'Gagal terhubung ke server. Periksa koneksi internet Anda dan coba lagi.',
  /** After the automatic retries also failed: the problem is the connection, not a moment's blip. */
  networkPersistent: 'Masalah jaringan terdeteksi. Periksa koneksi internet dan coba lagi.',
  timeout: 'Timeout. Periksa koneksi internet dan coba lagi.',
  invalidPhone: 'Format nomor HP tidak valid. Masukkan nomor HP yang benar.',
  tooMany: AUTH_MESSAGES.tooManyRequests,
} as const;

export type SendFailure = { message: string; network: boolean; retryAfter?: number };

/** What to tell the user when sending a code failed, and whether it was the network. */
export function describeSendFailure(error: unknown): SendFailure {
  if (error instanceof ApiError) {
    const retry = (error.data as { retry_after?: unknown } | null)?.retry_after;
    return {
      message: error.status === 429 ? SEND_MESSAGES.tooMany : error.message,
      network: false,
      retryAfter: typeof retry === 'number' ? retry : undefined,
    };
  }
  const message = error instanceof Error ? error.message : '';
  if (message === 'Request timeout') return { message: SEND_MESSAGES.timeout, network: true };
  if (message === 'Network Error') return { message: SEND_MESSAGES.network, network: true };
  return { message: `Gagal mengirim OTP: ${message || 'Terjadi kesalahan.'}`, network: false };
}

/** Past the known failures: the server's meta.msg, else 'Gagal verifikasi OTP: ...'. */
export function describeVerifyFailure(error: unknown): { message: string; network: boolean } {
  if (error instanceof ApiError) return { message: error.message, network: false };
  const message = error instanceof Error ? error.message : 'Terjadi kesalahan.';
  return {
    message: `Gagal verifikasi OTP: ${message}`,
    network: message === 'Network Error' || message === 'Request timeout',
  };
}
