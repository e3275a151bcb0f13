import type { Config } from '../config';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(config.outboxDir);
}
