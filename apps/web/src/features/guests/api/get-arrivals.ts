import { useQuery } from '@tanstack/react-query';
import type { ArrivalsDto } from '@kabar/shared';
import { api } from '@/lib/api-client';

export const ARRIVALS_POLL_MS = 60_000;

/** The couple's live counter: refreshed by the answer stream (ExpectedArrivals), polled as a fallback. */
export function useArrivals(invitationId: string) {
  return useQuery({
    queryKey: ['arrivals', invitationId],
    queryFn: async () => (await api.get<ArrivalsDto>(`/invitations/${invitationId}/arrivals`)).data,
    refetchInterval: ARRIVALS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
