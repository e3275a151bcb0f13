import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { responsesOverviewQueryOptions } from '@/lib/responses-overview';
import { followAnswerEvents, type StreamState } from './follow-answer-events';

/** Events arriving together (a queue of arrivals sent at once) cost one refetch. */
const SETTLE_MS = 300;

/**
 * Keeps what the page shows of an invitation's answers and arrivals current: while mounted it
 * follows the live stream and refetches the invitation's queries when something is recorded.
 */
export function useLiveAnswers(invitationId: string): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ['invitations', invitationId] });
        void queryClient.invalidateQueries({ queryKey: ['arrivals', invitationId] });
        void queryClient.invalidateQueries({ queryKey: ['checkin-links', invitationId] });
        // The sidebar's 'Jawaban Tamu' count moves with the page (issue 33).
        void queryClient.invalidateQueries({ queryKey: responsesOverviewQueryOptions().queryKey });
      }, SETTLE_MS);
    };
    void followAnswerEvents(invitationId, {
      onEvent: refresh,
      onReady: () => {
        if (opened) refresh();
        opened = true;
      },
      onState: setState,
      signal: controller.signal,
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [invitationId, queryClient]);
  return state;
}
