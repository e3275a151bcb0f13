import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnswerStats } from '@kabar/shared/answer-stats';
import { api } from '@/lib/api-client';

export const answerStatsQueryOptions = (invitationId: string) =>
  queryOptions({
    queryKey: ['invitations', invitationId, 'answer-stats'],
    queryFn: async () =>
      (await api.get<AnswerStats>(`/invitations/${encodeURIComponent(invitationId)}/answer-stats`))
        .data,
  });

export function useAnswerStats(invitationId: string) {
  return useQuery(answerStatsQueryOptions(invitationId));
}
