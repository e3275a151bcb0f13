import type { TwilioConfig } from '../auth/auth-config';
import { SmsDeliveryError, SmsQuotaError, type SmsSender } from './sms-sender';

const TIMEOUT_MS = 10_000;

/**
 * Twilio's answers for "no more sending for now": HTTP 429 (20429 Too Many Requests),
 * and the queue and limit codes:
 * 21611: the sender's queue is full; 30001: queue overflow; 30035: daily sending limit reached.
 */
const QUOTA_CODES = new Set([20429, 21611, 30001, 30035]);

/**
 * Twilio's Programmable Messaging API (POST /2010-04-01/Accounts/{sid}/Messages.json, HTTP
 * Basic auth, form-encoded To/From/Body). TWILIO_FROM may be a number (+62...), a WhatsApp
 * sender (`whatsapp:+62...`, then the recipient gets the same prefix) or a Messaging Service SID.
 */
export function createTwilioSmsSender(config: TwilioConfig): SmsSender {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  const whatsapp = config.from.startsWith('whatsapp:');
  return {
    kind: 'twilio',
    async send({ to, text }) {
      const form = new URLSearchParams({ To: `${whatsapp ? 'whatsapp:' : ''}+${to}`, Body: text });
      if (/^MG[0-9a-f]{32}$/i.test(config.from)) form.set('MessagingServiceSid', config.from);
      else form.set('From', config.from);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Basic ${auth}`,
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new SmsDeliveryError('layanan SMS tidak dapat dihubungi.', { retryable: true });
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          code?: number;
          message?: string;
        } | null;
        if (response.status === 429 || (body?.code && QUOTA_CODES.has(body.code))) {
          throw new SmsQuotaError();
        }
        throw new SmsDeliveryError(
          `layanan SMS menolak pesan (${response.status}${body?.code ? `, kode ${body.code}` : ''}).`,
          { retryable: response.status >= 500 },
        );
      }
    },
  };
}
