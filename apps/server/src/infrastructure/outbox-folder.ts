import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { replaceFile } from './replace-file';

export interface OutboxStamp {
  id: string;
  sentAt: string;
}

/**
 * Development without a gateway: one message as JSON under `dir`. Microseconds since the epoch
 * lead the id, so two messages sent in one millisecond still list in the order they were sent (a
 * tie on `sentAt` alone fell back to the files' random order, and a CI run read the wrong mail).
 */
export async function writeToOutbox<T extends object>(dir: string, message: T): Promise<void> {
  const sentAt = new Date().toISOString();
  const micros = Math.round((performance.timeOrigin + performance.now()) * 1000);
  const id = `${micros}-${randomUUID().slice(0, 8)}`;
  const entry = { id, sentAt, ...message };
  // Whole or not at all: the /dev/outbox page and browser tests waiting for a code list `*.json`.
  await replaceFile(path.join(dir, `${id}.json`), (temporary) =>
    fs.writeFile(temporary, JSON.stringify(entry, null, 2)),
  );
}

/** What `writeToOutbox` wrote under `dir`, newest first. */
export async function readOutbox<T extends object>(dir: string): Promise<(T & OutboxStamp)[]> {
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(
        async (file) =>
          JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as T & OutboxStamp,
      ),
  );
  return entries.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
}
