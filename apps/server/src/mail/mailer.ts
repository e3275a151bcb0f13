import nodemailer from 'nodemailer';
import { readOutbox, writeToOutbox, type OutboxStamp } from '../infrastructure/outbox-folder';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for the start-up log: 'smtp://host:port' or the outbox folder. */
  readonly target: string;
}

/** Real SMTP with nodemailer; the address comes from SMTP_URL (smtp:// or smtps://). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    target: `${url.protocol}//${url.host}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export interface OutboxEntry extends MailMessage, OutboxStamp {}

/**
 * Development without SMTP: each message is written as JSON under `dir`, newest first when
 * listed, so a developer (and the browser tests) can read what would have been sent.
 */
export function createOutboxMailer(dir: string): Mailer & { list(): Promise<OutboxEntry[]> } {
  return {
    target: dir,
    send: (message) => writeToOutbox(dir, message),
    list: () => readOutbox<MailMessage>(dir),
  };
}
