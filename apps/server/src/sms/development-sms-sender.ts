import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsSender } from './sms-sender';

export interface SmsOutboxEntry extends SmsMessage {
  id: string;
  sentAt: string;
}

/**
 * Used when no gateway is configured: the message (code included) goes to the server log and,
 * as JSON, to `dir`, where the developer and the browser tests read it. This is the only place a
 * code is ever written down in clear.
 */
export function createDevelopmentSmsSender(dir: string, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'development',
    async send(message) {
      log.warn({ sms: message }, 'SMS tidak dikirim (gateway belum diatur); isi pesan dicatat');
      await fs.mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const entry: SmsOutboxEntry = { id, sentAt, ...message };
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
  };
}

/** What the development sender wrote, newest first. */
export async function listSmsOutbox(dir: string): Promise<SmsOutboxEntry[]> {
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(
        async (file) =>
          JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as SmsOutboxEntry,
      ),
  );
  return entries.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
