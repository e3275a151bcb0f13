import { useQuery } from '@tanstack/react-query';
import type { GuestListInvitation } from '@kabar/shared';
import { api } from '@/lib/api-client';

export type GuestListSummary = GuestListInvitation & { guestCount: number };

export function useGuestLists() {
  return useQuery({
    queryKey: ['guest-lists'],
    queryFn: async () => (await api.get<GuestListSummary[]>('/guest-lists')).data,
  });
}
