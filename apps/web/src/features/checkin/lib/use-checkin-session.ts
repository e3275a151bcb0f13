import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CheckinDeskDto, CheckinGuest, DeskAction, DeskActionResult } from '@kabar/shared';
import { ApiError } from '@/lib/api-client';
import { getArrivals, getCheckin, postArrivals, postDeskActions } from '../api/checkin-api';
import { ArrivalQueue } from './arrival-queue';
import { useArrivalEvents } from './use-arrival-events';
import {
  actionsKey,
  forgetSnapshot,
  loadSnapshot,
  queueKey,
  saveSnapshot,
} from './checkin-storage';

export interface Arrival {
  at: string;
  people: number;
  /** Recorded on this phone, not yet confirmed by the server. */
  pending: boolean;
}

/** A fallback: the arrival stream tells of new arrivals at once. */
export const ARRIVALS_POLL_MS = 60_000;
export const QUEUE_RETRY_MS = 10_000;

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/**
 * Everything the door needs: the name list (from the server, else the copy on this phone), the
 * arrivals of every helper (told live, polled as a fallback), and this phone's outbox of arrivals.
 */
export function useCheckinSession(code: string) {
  const base = useQuery({
    queryKey: ['checkin', code],
    queryFn: async (): Promise<{ data: CheckinDeskDto; fromCache: boolean }> => {
      try {
        const data = await getCheckin(code);
        saveSnapshot(code, data);
        return { data, fromCache: false };
      } catch (error) {
        if (error instanceof ApiError) {
          if (error.status === 403) forgetSnapshot(code);
          throw error;
        }
        const snapshot = loadSnapshot(code);
        if (snapshot) return { data: snapshot, fromCache: true };
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
    // Opened from the copy on this phone: fetch the fresh list as soon as the network answers.
    refetchInterval: (query) => (query.state.data?.fromCache ? 20_000 : false),
  });

  const polled = useQuery({
    queryKey: ['checkin-arrivals', code],
    queryFn: () => getArrivals(code),
    enabled: base.isSuccess,
    refetchInterval: ARRIVALS_POLL_MS,
    retry: false,
  });
  useArrivalEvents(code, base.isSuccess && !base.data.fromCache);

  const [queue] = useState(
    () =>
      new ArrivalQueue(queueKey(code), localStorage, async (arrivals) => {
        return (await postArrivals(code, arrivals)).results;
      }),
  );
  const queueState = useSyncExternalStore(queue.subscribe, queue.getState);
  // Walk-ins and souvenirs wait behind the scans: a souvenir is only given to a guest whose
  // arrival the server already has, so the scans queued before it are sent first.
  const [actions] = useState(
    () =>
      new ArrivalQueue<DeskAction, DeskActionResult>(
        actionsKey(code),
        localStorage,
        async (list) => {
          await queue.flush();
          if (queue.getState().pending.length) throw new TypeError('Kedatangan belum terkirim.');
          return (await postDeskActions(code, list)).results;
        },
      ),
  );
  const actionsState = useSyncExternalStore(actions.subscribe, actions.getState);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);

  useEffect(() => {
    const retry = () => void queue.flush().then(() => actions.flush());
    window.addEventListener('online', retry);
    const timer = setInterval(retry, QUEUE_RETRY_MS);
    retry();
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [queue, actions]);

  // Back online: fetch the fresh list at once, so the note about the phone's copy leaves with the
  // sync instead of up to 20 s later (issue 33).
  const fromCache = base.data?.fromCache ?? false;
  const { refetch } = base;
  useEffect(() => {
    if (online && fromCache) void refetch();
  }, [online, fromCache, refetch]);

  const guests = base.data?.data.guests;
  const arrivals = useMemo(() => {
    const map = new Map<string, Arrival>();
    for (const guest of guests ?? []) {
      if (guest.checkedInAt)
        map.set(guest.id, { at: guest.checkedInAt, people: guest.people ?? 0, pending: false });
    }
    for (const arrival of polled.data?.arrivals ?? []) {
      map.set(arrival.id, { at: arrival.checkedInAt, people: arrival.people, pending: false });
    }
    for (const result of queueState.results) {
      const guest = result.guest;
      if (guest?.checkedInAt)
        map.set(guest.id, { at: guest.checkedInAt, people: guest.people ?? 0, pending: false });
    }
    for (const arrival of queueState.pending) {
      const id = arrival.guestId ?? arrival.localGuestId;
      if (id && !map.has(id))
        map.set(id, { at: arrival.scannedAt, people: arrival.people, pending: true });
    }
    return map;
  }, [guests, polled.data, queueState]);

  // The copy on this phone follows the arrivals it has seen, so a reload without signal counts
  // them too (the pending ones stay in the queue).
  const snapshot = base.data?.data;
  useEffect(() => {
    if (!snapshot) return;
    saveSnapshot(code, {
      ...snapshot,
      guests: snapshot.guests.map((guest) => {
        const seen = arrivals.get(guest.id);
        return seen && !seen.pending
          ? { ...guest, checkedInAt: seen.at, people: seen.people }
          : guest;
      }),
    });
  }, [code, snapshot, arrivals]);

  const byScanKey = useMemo(
    () => new Map<string, CheckinGuest>((guests ?? []).map((guest) => [guest.scanKey, guest])),
    [guests],
  );

  // What the answers expect moves with every poll; the copy on this phone keeps the last seen.
  const expectedPeople = polled.data?.expectedPeople ?? base.data?.data.expectedPeople ?? null;

  // A souvenir counts as given once this phone has asked for it, sent or not.
  const souvenirs = useMemo(() => {
    const given = new Set((guests ?? []).filter((g) => g.souvenirGiven).map((g) => g.id));
    for (const action of actionsState.pending)
      if (action.kind === 'souvenir') given.add(action.guestId);
    return given;
  }, [guests, actionsState.pending]);

  return {
    base,
    arrivals,
    byScanKey,
    queue,
    queueState,
    actions,
    actionsState,
    souvenirs,
    online,
    expectedPeople,
  };
}
