import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoAdminInviteInput,
  CoAdminInvitePreviewDto,
  CoAdminsDto,
  CreatedCoAdminInviteDto,
} from '@kabar/shared';
import { api } from '@/lib/api-client';

const key = (invitationId: string) => ['co-admins', invitationId] as const;
const base = (invitationId: string) => `/invitations/${encodeURIComponent(invitationId)}/co-admins`;

export function useCoAdmins(invitationId: string) {
  return useQuery({
    queryKey: key(invitationId),
    queryFn: async () => (await api.get<CoAdminsDto>(base(invitationId))).data,
  });
}

/** Every change answers with nothing new to show but the list, so each one reloads it. */
function useCoAdminChange<V, R>(invitationId: string, send: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: key(invitationId) }),
  });
}

export const useCreateCoAdminInvite = (invitationId: string) =>
  useCoAdminChange(
    invitationId,
    async (input: CoAdminInviteInput) =>
      (await api.post<CreatedCoAdminInviteDto>(`${base(invitationId)}/invites`, input)).data,
  );

export const useRevokeCoAdminInvite = (invitationId: string) =>
  useCoAdminChange(invitationId, (inviteId: string) =>
    api.delete(`${base(invitationId)}/invites/${encodeURIComponent(inviteId)}`),
  );

export const useRemoveCoAdmin = (invitationId: string) =>
  useCoAdminChange(invitationId, (userId: string) =>
    api.delete(`${base(invitationId)}/${encodeURIComponent(userId)}`),
  );

const inviteUrl = (token: string) => `/co-admin-invites/${encodeURIComponent(token)}`;

export function useCoAdminInvitePreview(token: string) {
  return useQuery({
    queryKey: ['co-admin-invite', token],
    queryFn: async () => (await api.get<CoAdminInvitePreviewDto>(inviteUrl(token))).data,
    retry: false,
  });
}

export function useAcceptCoAdminInvite(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<{ invitationId: string }>(`${inviteUrl(token)}/accept`)).data,
    onSuccess: () => client.invalidateQueries(),
  });
}
