/**
 * A test's reader of a server-sent event stream over real HTTP: `next()` resolves with the next
 * event (name and data) or rejects after the wait, so a missing event fails the test.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const queue: { event: string; data: string }[] = [];
  const waiting: (() => void)[] = [];
  let buffer = '';
  let ended = false;
  const pump = async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (fields.event) queue.push({ event: fields.event, data: fields.data ?? '' });
          waiting.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      waiting.splice(0).forEach((wake) => wake());
    }
  };
  if (response.ok) void pump();

  return {
    response,
    get ended() {
      return ended;
    },
    async next(timeoutMs = 3_000): Promise<{ event: string; data: string }> {
      const deadline = Date.now() + timeoutMs;
      while (!queue.length) {
        if (ended) throw new Error('stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return queue.shift()!;
    },
    close: () => controller.abort(),
  };
}
