import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createDevelopmentSmsSender } from './development-sms-sender';
import type { SmsSender } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

export function smsOutboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'sms-outbox');
}

/** Twilio when its three settings are present; otherwise the development sender, with a warning. */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.auth.twilio) return createTwilioSmsSender(config.auth.twilio);
  const dir = smsOutboxDir(config);
  log.warn(
    `SMS gateway belum diatur (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM): kode OTP ditulis ke log dan ${dir}`,
  );
  return createDevelopmentSmsSender(dir, log);
}
