import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_BASE_URL } from '@/lib/api-client';
import { followDeskEvents } from './follow-desk-events';

/**
 * The desk hears at once when any helper (or the couple) records an arrival, or a guest answers the
 * RSVP, and fetches the arrivals (with the headcount the answers expect) again. The stream is
 * opened with the link's code, like every call of this page, and tells only that one happened.
 * A refused stream (too many open, a revoked link) is asked for again later; the slower poll
 * stays as the fallback meanwhile.
 */
export function useArrivalEvents(code: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: ['checkin-arrivals', code] });
    return followDeskEvents(`${API_BASE_URL}/checkin/${encodeURIComponent(code)}/arrival-events`, {
      onChange: refresh,
      onReopen: refresh,
    });
  }, [code, enabled, queryClient]);
}
