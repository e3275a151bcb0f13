import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiftDto, GiftInput, GiftTotals } from '@kabar/shared';
import { api } from '@/lib/api-client';

export interface GiftsData {
  gifts: GiftDto[];
  totals: GiftTotals;
}

const key = (invitationId: string) => ['gifts', invitationId] as const;

export function useGifts(invitationId: string) {
  return useQuery({
    queryKey: key(invitationId),
    queryFn: async () => (await api.get<GiftsData>(`/invitations/${invitationId}/gifts`)).data,
  });
}

export function useSaveGift(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ giftId, values }: { giftId?: string; values: GiftInput }) => {
      const base = `/invitations/${invitationId}/gifts`;
      const response = giftId
        ? await api.patch<GiftDto>(`${base}/${giftId}`, values)
        : await api.post<GiftDto>(base, values);
      return response.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key(invitationId) }),
  });
}

export function useDeleteGift(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (giftId: string) => {
      await api.delete(`/invitations/${invitationId}/gifts/${giftId}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key(invitationId) }),
  });
}

export function useSetGiftStatus(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { giftId: string; status: 'confirmed' | 'rejected' }) =>
      (
        await api.patch<GiftDto>(`/invitations/${invitationId}/gifts/${input.giftId}/status`, {
          status: input.status,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key(invitationId) }),
  });
}
