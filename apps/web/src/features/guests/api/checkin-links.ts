import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckinLinkDto, CheckinLinkInput } from '@kabar/shared';
import { api } from '@/lib/api-client';

const key = (invitationId: string) => ['checkin-links', invitationId] as const;

export function useCheckinLinks(invitationId: string) {
  return useQuery({
    queryKey: key(invitationId),
    queryFn: async () =>
      (await api.get<CheckinLinkDto[]>(`/invitations/${invitationId}/checkin-links`)).data,
  });
}

export function useCreateCheckinLink(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CheckinLinkInput) =>
      (await api.post<CheckinLinkDto>(`/invitations/${invitationId}/checkin-links`, input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key(invitationId) }),
  });
}

export function useRevokeCheckinLink(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) =>
      (await api.delete<CheckinLinkDto>(`/invitations/${invitationId}/checkin-links/${linkId}`))
        .data,
    onSuccess: () => client.invalidateQueries({ queryKey: key(invitationId) }),
  });
}
