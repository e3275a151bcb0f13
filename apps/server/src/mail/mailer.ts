import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

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

export interface OutboxEntry extends MailMessage {
  id: string;
  sentAt: string;
}

/**
 * Development without SMTP: each message is written as JSON under `dir`, newest first when
 * listed, so a developer (and the browser tests) can read what would have been sent.
 */
export function createOutboxMailer(dir: string): Mailer & { list(): Promise<OutboxEntry[]> } {
  return {
    target: dir,
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      // Microseconds since the epoch lead the id: two messages in one millisecond still list in
      // the order they were sent (a tie on sentAt alone fell back to the files' random order).
      const micros = Math.round((performance.timeOrigin + performance.now()) * 1000);
      const id = `${micros}-${randomUUID().slice(0, 8)}`;
      const entry: OutboxEntry = { id, sentAt, ...message };
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
    async list() {
      const files = await fs.readdir(dir).catch(() => [] as string[]);
      const entries = await Promise.all(
        files
          .filter((file) => file.endsWith('.json'))
          .map(
            async (file) =>
              JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as OutboxEntry,
          ),
      );
      return entries.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
    },
  };
}
