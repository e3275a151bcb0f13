import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The text of every part, transfer encoding undone, as the reader sees it. */
  text: string;
}

export interface SmtpInbox {
  /** What the product gets as SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `email` whose text passes `match`, once it has come. */
  waitFor(email: string, match: (text: string) => boolean, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** One MIME part's body with its Content-Transfer-Encoding undone, read as UTF-8. */
function decodePart(part: string): string {
  const split = part.search(/\r?\n\r?\n/);
  if (split < 0) return '';
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Every part of a raw message (a multipart's parts, or the message itself), decoded. */
export function mailText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return decodePart(raw);
  return raw
    .split(`--${boundary}`)
    .slice(1)
    .map((part) => (/boundary=/i.test(part) ? mailText(part) : decodePart(part)))
    .join('\n');
}

/**
 * A real SMTP server on a free port that keeps what the product sends: browser tests read the
 * mail as a couple's mail server would get it, not the product's development outbox.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('latin1');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          text: mailText(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(email, match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(
          (mail) => mail.to.includes(email.toLowerCase()) && match(mail.text),
        );
        if (found) return found.text;
        if (Date.now() > deadline) {
          const seen = mails.filter((mail) => mail.to.includes(email.toLowerCase())).length;
          throw new Error(`timed out waiting for a mail to ${email} (${seen} others came)`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
