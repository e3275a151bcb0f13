/** The server asks for 30 s after a 429 (too many streams open); EventSource cannot read it. */
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 5 * 60_000;

export interface DeskEventHandlers {
  /** Something the stream tells of was recorded (an arrival, an answer, a photo). */
  onChange(): void;
  /** The stream is open again after a drop: changes may have been missed meanwhile. */
  onReopen(): void;
}

/**
 * Follows the desk's stream. EventSource reconnects by itself after a dropped connection, but
 * gives up for good when the server refuses it (a 429 when too many streams are open, a revoked
 * link's 403), so this opens it again after a pause that doubles with each refusal (30 s up to 5
 * minutes, with jitter so the desks of one venue do not return together). The slower poll stays
 * the fallback meanwhile. Returns the function that stops following.
 */
export function followDeskEvents(
  url: string,
  handlers: DeskEventHandlers,
  open: (url: string) => EventSource = (address) => new EventSource(address),
): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let opened = false;
  let refusals = 0;
  let stopped = false;

  const connect = () => {
    const events = open(url);
    source = events;
    events.addEventListener('change', () => handlers.onChange());
    events.addEventListener('ready', () => {
      refusals = 0;
      if (opened) handlers.onReopen();
      opened = true;
    });
    events.addEventListener('error', () => {
      if (stopped || events.readyState !== events.CLOSED) return;
      events.close();
      const waitMs = Math.min(FIRST_WAIT_MS * 2 ** refusals, LONGEST_WAIT_MS);
      refusals += 1;
      timer = setTimeout(connect, waitMs * (0.75 + Math.random() / 2));
    });
  };
  connect();

  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
