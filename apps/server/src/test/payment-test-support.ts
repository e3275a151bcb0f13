import { afterAll, beforeAll } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { TestContext } from './test-app';
import { startMidtransStandIn, type MidtransStandIn } from './midtrans-stand-in';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port for the current test file; sets SMTP_URL in `env` before the
 * app is built (register it before useTestApp) and collects what the app sends.
 */
export function useSmtpCapture(
  env: Record<string, string>,
  options: {
    /** When given, each address's first attempt is refused (451, as greylisting does), counted here. */
    greylist?: Map<string, number>;
  } = {},
): CapturedMail[] {
  const received: CapturedMail[] = [];
  const { greylist } = options;
  let server: SMTPServer;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!greylist) return callback();
        const seen = (greylist.get(address.address) ?? 0) + 1;
        greylist.set(address.address, seen);
        if (seen === 1) {
          return callback(Object.assign(new Error('Greylisted'), { responseCode: 451 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk) => (raw += chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return received;
}

/** Waits until `check` passes (mail is sent after the answer may already be back). */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * The Midtrans stand-in for the current test file; sets MIDTRANS_* in `env` before the app is
 * built (register it before useTestApp). `snap` is there once the file's hooks have run.
 */
export function useMidtransStandIn(
  serverKey: string,
  env: Record<string, string>,
): { snap: MidtransStandIn } {
  const standIn = {} as { snap: MidtransStandIn };
  beforeAll(async () => {
    standIn.snap = await startMidtransStandIn(serverKey);
    env.MIDTRANS_SERVER_KEY = serverKey;
    env.MIDTRANS_SNAP_URL = standIn.snap.url;
  });
  afterAll(() => standIn.snap?.close());
  return standIn;
}

/**
 * Makes the test's app listen, so notifications arrive over HTTP as a provider's would; register
 * it after useTestApp. `url` is the notification endpoint once the file's hooks have run.
 */
export function useNotificationEndpoint(ctx: TestContext): { url: string } {
  const endpoint = { url: '' };
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    endpoint.url = `http://127.0.0.1:${port}/api/payments/notification`;
  });
  return endpoint;
}
