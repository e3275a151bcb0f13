import pino from 'pino';
import type { DeferredLine, DeferredLineStream } from './request-line';

/** How long a line may wait for others, and how much may wait, before they are written. */
const WAIT_MS = 20;
const WAIT_BYTES = 16 * 1024;
/** About what a request line takes, counted before its text is made. */
const DEFERRED_LINE_BYTES = 300;

/** Where a batch goes: bytes, so the text is encoded once. */
export interface BatchDestination {
  write(chunk: Buffer): void;
  flushSync(): void;
}

/** stdout, written synchronously; in 'buffer' mode its write takes bytes (its types say strings). */
function standardOutput(): BatchDestination {
  return pino.destination({
    dest: 1,
    sync: true,
    contentMode: 'buffer',
  }) as unknown as BatchDestination;
}

/**
 * Log lines gathered for a few milliseconds and written at once, synchronously. Each write is a
 * system call, and one per request line cost more than making the line (decision 048): here a
 * write of one line to /dev/null took 9 µs, a fifth of a whole trivial request. Under load a
 * write now carries hundreds of lines, in order, at most WAIT_MS late; what is waiting when the
 * process exits is written before it does. Synchronous, because on two cores an asynchronous
 * write's thread competed with the requests and cost more than the write itself.
 *
 * Request lines come as DeferredLines and are made into text here, a batch at a time, once
 * their responses are out (decision 056). The batch goes to the destination as one buffer: as a
 * string, pino's destination measured and encoded it three times more.
 */
export function batchedLogStream(
  destination: BatchDestination = standardOutput(),
): DeferredLineStream {
  let pending: (string | DeferredLine)[] = [];
  let bytes = 0;
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    bytes = 0;
    destination.write(Buffer.from(chunk));
  };
  process.on('exit', () => {
    flush();
    destination.flushSync();
  });
  return {
    takesDeferredLines: true,
    write(line) {
      pending.push(line);
      bytes += typeof line === 'string' ? line.length : DEFERRED_LINE_BYTES;
      if (bytes >= WAIT_BYTES) flush();
      else if (!timer) timer = setTimeout(flush, WAIT_MS).unref();
    },
  };
}
