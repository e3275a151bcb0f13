import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestDto, GuestInput, GuestValues } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { guestsQueryKey, replaceCachedGuest, type GuestListData } from './get-guests';

/** Adds a guest, or edits one when `guestId` is given. */
export function useSaveGuest(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      guestId,
      values,
    }: {
      guestId?: string;
      values: GuestInput | GuestValues;
    }) => {
      const base = `/invitations/${invitationId}/guests`;
      const response = guestId
        ? await api.patch<GuestDto>(`${base}/${guestId}`, values)
        : await api.post<GuestDto>(base, values);
      return response.data;
    },
    onSuccess: (guest) => replaceCachedGuest(client, invitationId, guest),
  });
}

export function useDeleteGuest(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (guestId: string) => {
      await api.delete(`/invitations/${invitationId}/guests/${guestId}`);
      return guestId;
    },
    onSuccess: (guestId) =>
      client.setQueryData<GuestListData>(guestsQueryKey(invitationId), (data) =>
        data ? { ...data, guests: data.guests.filter((g) => g.id !== guestId) } : data,
      ),
  });
}
