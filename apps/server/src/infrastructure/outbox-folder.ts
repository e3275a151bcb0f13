import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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
  await fs.mkdir(dir, { recursive: true });
  const sentAt = new Date().toISOString();
  const micros = Math.round((performance.timeOrigin + performance.now()) * 1000);
  const id = `${micros}-${randomUUID().slice(0, 8)}`;
  const entry = { id, sentAt, ...message };
  // Written beside and renamed into place: a reader listing `*.json` (the /dev/outbox page, a
  // browser test waiting for a code) never finds one half written.
  const file = path.join(dir, `${id}.json`);
  await fs.writeFile(`${file}.part`, JSON.stringify(entry, null, 2));
  await fs.rename(`${file}.part`, file);
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
