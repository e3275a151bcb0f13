import { useQuery } from '@tanstack/react-query';
import type { EventsPage, GuestEvents, GuestInvitesInput } from '@kabar/shared';
import { api } from './api-client';

/**
 * An invitation's events and one guest's invitations to them (issue 27): read by the events
 * screen and the guest form, under the invitation's key so the live stream's refetch reaches them.
 */
export const eventsQueryKey = (invitationId: string) => ['invitations', invitationId, 'events'];
const base = (invitationId: string) => `/invitations/${invitationId}`;

export function useEvents(invitationId: string) {
  return useQuery({
    queryKey: eventsQueryKey(invitationId),
    queryFn: async () => (await api.get<EventsPage>(`${base(invitationId)}/events`)).data,
  });
}

/** One guest's events and sessions, for the guest form. */
export function useGuestEvents(invitationId: string, guestId: string | null) {
  return useQuery({
    queryKey: ['invitations', invitationId, 'guest-events', guestId],
    enabled: guestId !== null,
    queryFn: async () =>
      (await api.get<GuestEvents>(`${base(invitationId)}/guests/${guestId}/events`)).data,
  });
}

export async function saveGuestInvites(
  invitationId: string,
  guestId: string,
  input: GuestInvitesInput,
): Promise<GuestEvents> {
  return (await api.put<GuestEvents>(`${base(invitationId)}/guests/${guestId}/events`, input)).data;
}
