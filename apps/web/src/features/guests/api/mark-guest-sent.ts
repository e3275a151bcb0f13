import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestDto, GuestSendRound } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { replaceCachedGuest } from './get-guests';

export function useMarkGuestSent(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ guestId, round }: { guestId: string; round: GuestSendRound }) =>
      (await api.post<GuestDto>(`/invitations/${invitationId}/guests/${guestId}/sent`, { round }))
        .data,
    onSuccess: (guest) => replaceCachedGuest(client, invitationId, guest),
  });
}
