import type { FastifyBaseLogger } from 'fastify';
import { readOutbox, writeToOutbox, type OutboxStamp } from '../infrastructure/outbox-folder';
import type { SmsMessage, SmsSender } from './sms-sender';

export interface SmsOutboxEntry extends SmsMessage, OutboxStamp {}

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
      await writeToOutbox(dir, message);
    },
  };
}

/** What the development sender wrote, newest first. */
export function listSmsOutbox(dir: string): Promise<SmsOutboxEntry[]> {
  return readOutbox<SmsMessage>(dir);
}
