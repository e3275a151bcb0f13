import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_BASE_URL } from '@/lib/api-client';

/**
 * The desk hears at once when any helper (or the couple) records an arrival, or a guest answers the
 * RSVP, and fetches the arrivals (with the headcount the answers expect) again. The stream is
 * opened with the link's code, like every call of this page, and tells only that one happened. EventSource reconnects by itself; a revoked link's 403
 * ends it, and the slower poll stays as the fallback.
 */
export function useArrivalEvents(code: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const events = new EventSource(
      `${API_BASE_URL}/checkin/${encodeURIComponent(code)}/arrival-events`,
    );
    let opened = false;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: ['checkin-arrivals', code] });
    events.addEventListener('change', refresh);
    // Opened again after a drop: arrivals may have been missed meanwhile.
    events.addEventListener('ready', () => {
      if (opened) refresh();
      opened = true;
    });
    return () => events.close();
  }, [code, enabled, queryClient]);
}
