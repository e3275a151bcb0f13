import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationStatus } from '@kabar/shared';
import type { InvitationDto } from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

export function useSetInvitationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: InvitationStatus }) =>
      (await api.put<InvitationDto>(`/invitations/${id}/status`, { status })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invitations'] }),
  });
}
