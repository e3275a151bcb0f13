import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  GuestDto,
  GuestListInvitation,
  GuestSide,
  GuestTemplates,
  InvitationRole,
} from '@kabar/shared';
import { api } from '@/lib/api-client';

export interface GuestListData {
  invitation: GuestListInvitation;
  /** The reader's place: the couple, or a co-admin (a side manager sees one side's guests). */
  role: InvitationRole;
  side: GuestSide | null;
  guests: GuestDto[];
  templates: GuestTemplates;
  /** What 'reset' restores: the defaults matching whether guests can answer. */
  defaultTemplates: GuestTemplates;
}

export const guestsQueryKey = (invitationId: string) => ['guests', invitationId] as const;

export async function getGuests(invitationId: string): Promise<GuestListData> {
  return (await api.get<GuestListData>(`/invitations/${invitationId}/guests`)).data;
}

export const guestsQueryOptions = (invitationId: string) =>
  queryOptions({
    queryKey: guestsQueryKey(invitationId),
    queryFn: () => getGuests(invitationId),
    staleTime: 15_000,
    // Answers and arrivals keep landing while the couple watches; refresh now and then.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export function useGuests(invitationId: string) {
  return useQuery(guestsQueryOptions(invitationId));
}

/** Puts one changed guest into the cached list, so 5,000 guests are not fetched again. */
export function replaceCachedGuest(client: QueryClient, invitationId: string, guest: GuestDto) {
  client.setQueryData<GuestListData>(guestsQueryKey(invitationId), (data) => {
    if (!data) return data;
    const exists = data.guests.some((g) => g.id === guest.id);
    return {
      ...data,
      guests: exists
        ? data.guests.map((g) => (g.id === guest.id ? guest : g))
        : [...data.guests, guest],
    };
  });
}
