import net from 'node:net';
import type { Server } from 'node:http';

/** How long kept-alive connections are still served once no new one is accepted. */
const LAST_CALLS_MS = 1_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The listener closes, but kept-alive connections stay for a last second, each ending with its
 * next answer (the draining `Connection: close`). http.Server#close would also close the idle
 * ones at once, and one a load balancer has just sent a request on, still unread (all the more on
 * a busy instance), would lose that request: nginx answers 502 and resends no POST. Refused new
 * connections instead are resent elsewhere and make nginx leave this instance alone, so by the
 * time Fastify closes what is left nobody is sending on it. The close runs in the event loop's
 * check phase, right after the poll phase has read whatever had arrived.
 */
export async function stopAccepting(server: Server, lastCallsMs = LAST_CALLS_MS): Promise<void> {
  if (!server.listening) return;
  net.Server.prototype.close.call(server);
  await pause(lastCallsMs);
  await new Promise((resolve) => setImmediate(resolve));
}
