import { describe, expect, it } from 'vitest';
import type { CheckinArrival, CheckinResult } from '@kabar/shared';
import { ApiError } from '@/lib/api-client';
import { ArrivalQueue, type QueueStorage } from './arrival-queue';

function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

/** Stands in for the server: refuses while offline, records every arrival it is handed. */
function door() {
  const received: string[] = [];
  const state = { online: false, calls: 0 };
  const send = async (arrivals: CheckinArrival[]): Promise<CheckinResult[]> => {
    state.calls++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!state.online) throw new Error('Network Error');
    received.push(...arrivals.map((a) => a.scanId));
    return arrivals.map((a) => ({ scanId: a.scanId, status: 'checked_in', guest: null }));
  };
  return { received, state, send };
}

const arrival = (scanId: string) => ({
  scanId,
  token: 'AbCdEfGhIjKlMnOp',
  people: 1,
  scannedAt: '2026-09-12T11:00:00+07:00',
  localGuestId: 'g-1',
});

describe('ArrivalQueue', () => {
  it('keeps offline arrivals, then sends each exactly once when the connection returns', async () => {
    const storage = memoryStorage();
    const server = door();
    const queue = new ArrivalQueue('q', storage, server.send);
    await queue.add(arrival('scan-0001'));
    await queue.add(arrival('scan-0002'));
    expect(queue.getState().pending.map((a) => a.scanId)).toEqual(['scan-0001', 'scan-0002']);
    expect(queue.getState().error).toMatch(/koneksi/);
    expect(server.received).toEqual([]);

    server.state.online = true;
    // The browser's online event, the retry timer and a fresh scan all fire together.
    await Promise.all([
      queue.flush(),
      queue.flush(),
      queue.add(arrival('scan-0003')),
      queue.flush(),
    ]);
    expect(server.received.sort()).toEqual(['scan-0001', 'scan-0002', 'scan-0003']);
    expect(queue.getState().pending).toEqual([]);
    expect(
      queue
        .getState()
        .results.map((r) => r.scanId)
        .sort(),
    ).toEqual(['scan-0001', 'scan-0002', 'scan-0003']);
  });

  it('survives a reload: what is waiting is read back from storage', async () => {
    const storage = memoryStorage();
    const server = door();
    await new ArrivalQueue('q', storage, server.send).add(arrival('scan-0009'));
    const reloaded = new ArrivalQueue('q', storage, server.send);
    expect(reloaded.getState().pending.map((a) => a.scanId)).toEqual(['scan-0009']);
    server.state.online = true;
    await reloaded.flush();
    expect(server.received).toEqual(['scan-0009']);
    expect(JSON.parse(storage.data.get('q')!)).toEqual([]);
  });

  it('sends only what the server accepts as an arrival, and drops what it refuses', async () => {
    const storage = memoryStorage();
    const payloads: CheckinArrival[][] = [];
    const queue = new ArrivalQueue('q', storage, async (arrivals) => {
      payloads.push(arrivals);
      throw new ApiError('Jumlah orang yang datang harus 1 sampai 40.', 422);
    });
    await queue.add(arrival('scan-0100'));
    expect(payloads[0]![0]).not.toHaveProperty('localGuestId');
    expect(queue.getState()).toMatchObject({
      pending: [],
      error: 'Jumlah orang yang datang harus 1 sampai 40.',
    });
  });
});
