import fs from 'node:fs';
import path from 'node:path';

interface Stored {
  to: string;
  text: string;
  sentAt: string;
  subject?: string;
}

function readNewest(dir: string, match: (entry: Stored) => boolean): Stored | undefined {
  if (!fs.existsSync(dir)) return undefined;
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Stored)
    .filter(match)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
}

async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = read();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The newest SMS the product's development sender wrote for the phone (`628...`), written under
 * DATA_DIR/sms-outbox when no gateway is configured: what the server really sent.
 */
export function smsSentTo(dataDir: string, phone: string, after = ''): Promise<Stored> {
  return waitFor(
    () => readNewest(path.join(dataDir, 'sms-outbox'), (e) => e.to === phone && e.sentAt > after),
    `an SMS to ${phone}`,
  );
}

/** The newest email in the product's outbox (DATA_DIR/outbox, used when SMTP_URL is unset). */
export function emailSentTo(dataDir: string, email: string, after = ''): Promise<Stored> {
  return waitFor(
    () =>
      readNewest(
        path.join(dataDir, 'outbox'),
        (e) => e.to.toLowerCase() === email.toLowerCase() && e.sentAt > after,
      ),
    `an email to ${email}`,
  );
}

export const sixDigits = (text: string): string => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${text}`);
  return code;
};

let counter = 0;
/** A fresh 08... number and its normalised 628... form. */
export function freshPhone(): { local: string; normalised: string } {
  counter += 1;
  const digits = `${Date.now() % 10_000_000}${counter}`.slice(-8).padStart(8, '0');
  return { local: `0812${digits}`, normalised: `62812${digits}` };
}

export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${(counter += 1)}@example.com`;
}
