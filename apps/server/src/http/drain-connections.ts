import net from 'node:net';
import type { Server } from 'node:http';

const nextCheckPhase = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The end of a drain behind a load balancer (decision 037): no new connection, and no kept-alive
 * one closed by us; each ends after its next answer or is closed by the balancer.
 *
 * The listener closes in the event loop's check phase, right after the poll phase has accepted what
 * the kernel had completed: a connection still queued when the listening socket closes is reset
 * after the balancer has sent its request on it (nginx answers 502 and resends no POST). That queue
 * stays short because until now answers kept their connections, so the balancer seldom opened a
 * new one. From here its connect is refused, which it resends elsewhere (POSTs too: nothing was
 * sent) and counts as a failure.
 *
 * `onListenerClosed` then makes every answer end its connection. http.Server#close would close the
 * idle ones at once, and one the balancer has just sent a request on, still unread, would lose it;
 * so only net.Server#close is called, and the idle ones are left to the balancer (nginx's upstream
 * `keepalive_timeout`, shorter than the budget). Resolves true once no connection is left, false
 * when `budgetMs` ran out first (the caller then closes what is left).
 */
export async function drainConnections(
  server: Server,
  budgetMs: number,
  onListenerClosed: () => void,
): Promise<boolean> {
  if (!server.listening) return true;
  await nextCheckPhase();
  const ended = new Promise<boolean>((resolve) =>
    net.Server.prototype.close.call(server, () => resolve(true)),
  );
  onListenerClosed();
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), budgetMs);
  });
  try {
    return await Promise.race([ended, outOfTime]);
  } finally {
    clearTimeout(timer);
  }
}
