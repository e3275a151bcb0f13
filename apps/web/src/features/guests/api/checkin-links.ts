import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckinLinkDto, CheckinLinkInput } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { LINK_KINDS, type LinkKind } from '../components/link-kinds';

const key = (invitationId: string, kind: LinkKind) => [`${kind}-links`, invitationId] as const;
const base = (invitationId: string, kind: LinkKind) =>
  `/invitations/${invitationId}/${LINK_KINDS[kind].resource}`;

export function useCheckinLinks(invitationId: string, kind: LinkKind = 'checkin') {
  return useQuery({
    queryKey: key(invitationId, kind),
    queryFn: async () => (await api.get<CheckinLinkDto[]>(base(invitationId, kind))).data,
  });
}

export function useCreateCheckinLink(invitationId: string, kind: LinkKind = 'checkin') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CheckinLinkInput) =>
      (await api.post<CheckinLinkDto>(base(invitationId, kind), input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key(invitationId, kind) }),
  });
}

export function useRevokeCheckinLink(invitationId: string, kind: LinkKind = 'checkin') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) =>
      (await api.delete<CheckinLinkDto>(`${base(invitationId, kind)}/${linkId}`)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key(invitationId, kind) }),
  });
}
