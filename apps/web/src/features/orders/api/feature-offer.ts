import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invitationDtoSchema, type InvitationDto } from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

const key = ['orders', 'own-invitation'] as const;

/** The couple's own invitation (the one an upgrade applies to), or null before the first save. */
export function useOwnInvitation(enabled: boolean) {
  return useQuery({
    queryKey: key,
    enabled,
    queryFn: async () => {
      const list = z
        .array(invitationDtoSchema)
        .parse((await api.get<unknown>('/invitations')).data);
      return list.find((invitation) => invitation.role === 'owner') ?? null;
    },
  });
}

export function useTurnOnFeatures() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { invitationId: string; switches: string[] }) =>
      (
        await api.post<InvitationDto>(
          `/invitations/${encodeURIComponent(input.invitationId)}/features`,
          { switches: input.switches },
        )
      ).data,
    onSuccess: (invitation) => {
      client.setQueryData(key, invitation);
      void client.invalidateQueries({ queryKey: ['invitations'] });
    },
  });
}
