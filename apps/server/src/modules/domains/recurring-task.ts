import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `intervalMs` in this process, never two at once. The seam where a durable job
 * queue takes over: callers only say what to run and how often.
 */
export function scheduleRecurring(
  log: FastifyBaseLogger,
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .then((result) => log.debug({ job: name, result }, 'job done'))
      .catch((error: unknown) => log.error({ err: error, job: name }, 'job failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
