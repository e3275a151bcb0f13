import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationResponses } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function getResponses(invitationId: string): Promise<InvitationResponses> {
  const response = await api.get<InvitationResponses>(
    `/invitations/${encodeURIComponent(invitationId)}/responses`,
  );
  return response.data;
}

export const responsesQueryOptions = (invitationId: string) =>
  queryOptions({
    queryKey: ['invitations', invitationId, 'responses'],
    queryFn: () => getResponses(invitationId),
  });

export function useResponses(invitationId: string) {
  return useQuery(responsesQueryOptions(invitationId));
}
