import type { CheckinArrival, CheckinResult } from '@kabar/shared';
import { ApiError } from '@/lib/api-client';

/** An arrival waiting to reach the server; `guestId` may be only what this phone believes. */
export type QueuedArrival = CheckinArrival & { localGuestId?: string };

export interface QueueState<A = QueuedArrival, R = CheckinResult> {
  pending: A[];
  /** Answers from the server for arrivals sent from this phone, newest last. */
  results: R[];
  /** Why the last send failed, while arrivals are still waiting. */
  error: string | null;
}

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;
export type ArrivalSender<A = CheckinArrival, R = CheckinResult> = (arrivals: A[]) => Promise<R[]>;

const BATCH = 200;

/** A network failure or a server hiccup is retried; a refused arrival never will succeed. */
function isRetryable(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status >= 500 ||
    error.status === 429 ||
    error.status === 408
  );
}

/** What only this phone knows (its guess of the guest) stays on the phone. */
function toPayload<A extends { localGuestId?: string }>({ localGuestId: _local, ...item }: A): A {
  return item as A;
}

/**
 * The door's outbox (of arrivals, and of walk-ins and souvenirs in a second one): every arrival is written to local storage first, then sent. Sending is
 * single-flight (an `online` event, a timer and a new scan arriving together still send each
 * arrival once), and the server keys arrivals by `scanId`, so a batch resent after a lost answer
 * is counted once as well.
 */
export class ArrivalQueue<
  A extends { scanId: string; localGuestId?: string } = QueuedArrival,
  R = CheckinResult,
> {
  private state: QueueState<A, R>;
  private listeners = new Set<() => void>();
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly storageKey: string,
    private readonly storage: QueueStorage,
    private readonly send: ArrivalSender<A, R>,
  ) {
    this.state = { pending: this.read(), results: [], error: null };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  add(arrival: A): Promise<void> {
    this.update({ pending: [...this.state.pending, arrival] });
    return this.flush();
  }

  flush(): Promise<void> {
    if (this.inFlight) return this.inFlight.then(() => this.flush());
    if (!this.state.pending.length) return Promise.resolve();
    this.inFlight = this.sendBatch().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async sendBatch(): Promise<void> {
    const batch = this.state.pending.slice(0, BATCH);
    const ids = new Set(batch.map((arrival) => arrival.scanId));
    try {
      const results = await this.send(batch.map(toPayload));
      this.update({
        pending: this.state.pending.filter((arrival) => !ids.has(arrival.scanId)),
        results: [...this.state.results, ...results].slice(-1000),
        error: null,
      });
    } catch (error) {
      if (isRetryable(error)) {
        this.update({ error: 'Belum terkirim: koneksi terputus. Dicoba lagi otomatis.' });
        return;
      }
      this.update({
        pending: this.state.pending.filter((arrival) => !ids.has(arrival.scanId)),
        error: (error as Error).message,
      });
    }
  }

  private read(): A[] {
    try {
      const stored = JSON.parse(this.storage.getItem(this.storageKey) ?? '[]');
      return Array.isArray(stored) ? stored : [];
    } catch {
      return [];
    }
  }

  private update(patch: Partial<QueueState<A, R>>): void {
    this.state = { ...this.state, ...patch };
    if (patch.pending) this.storage.setItem(this.storageKey, JSON.stringify(patch.pending));
    for (const listener of this.listeners) listener();
  }
}
