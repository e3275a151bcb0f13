import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestDto } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { replaceCachedGuest } from './get-guests';

/** The couple records (people > 0) or undoes (null) an arrival by hand. */
export function useCheckInGuest(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ guestId, people }: { guestId: string; people: number | null }) => {
      const url = `/invitations/${invitationId}/guests/${guestId}/check-in`;
      const response =
        people === null
          ? await api.delete<GuestDto>(url)
          : await api.put<GuestDto>(url, { people });
      return response.data;
    },
    onSuccess: (guest) => {
      replaceCachedGuest(client, invitationId, guest);
      void client.invalidateQueries({ queryKey: ['arrivals', invitationId] });
    },
  });
}
