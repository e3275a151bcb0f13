import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomDomainInput, CustomDomainStatus } from '@kabar/shared';
import { api } from '@/lib/api-client';

const key = (invitationId: string) => ['custom-domain', invitationId] as const;
const base = (invitationId: string) => `/invitations/${encodeURIComponent(invitationId)}/domain`;

export function useCustomDomain(invitationId: string) {
  return useQuery({
    queryKey: key(invitationId),
    queryFn: async () => (await api.get<CustomDomainStatus>(base(invitationId))).data,
  });
}

/** Add, check or remove: each answers the new status, which replaces the cached one. */
function useDomainAction<V>(
  invitationId: string,
  send: (path: string, variables: V) => Promise<{ data: CustomDomainStatus }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => (await send(base(invitationId), variables)).data,
    onSuccess: (status) => client.setQueryData(key(invitationId), status),
  });
}

export const useAddCustomDomain = (invitationId: string) =>
  useDomainAction(invitationId, (path, input: CustomDomainInput) =>
    api.put<CustomDomainStatus>(path, input),
  );

export const useCheckCustomDomain = (invitationId: string) =>
  useDomainAction(invitationId, (path, _: void) => api.post<CustomDomainStatus>(`${path}/check`));

export const useRemoveCustomDomain = (invitationId: string) =>
  useDomainAction(invitationId, (path, _: void) => api.delete<CustomDomainStatus>(path));
