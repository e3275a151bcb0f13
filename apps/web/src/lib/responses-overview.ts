import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponsesOverviewItem } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function getResponsesOverview(): Promise<ResponsesOverviewItem[]> {
  return (await api.get<ResponsesOverviewItem[]>('/responses')).data;
}

/** Under 'invitations' so saving or publishing an invitation refreshes the counts too. */
export const responsesOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['invitations', 'responses-overview'],
    queryFn: getResponsesOverview,
    staleTime: 30_000,
  });

export function useResponsesOverview() {
  return useQuery(responsesOverviewQueryOptions());
}

/** Answers a couple has received across their invitations: RSVPs plus wishes. */
export function answerCount(item: Pick<ResponsesOverviewItem, 'responses' | 'wishes'>): number {
  return item.responses + item.wishes;
}
