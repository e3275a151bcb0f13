import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EventAssignmentInput,
  EventsPage,
  GuestInvitesDto,
  GuestSeatingInput,
} from '@kabar/shared';
import { api } from '@/lib/api-client';
import { guestsQueryKey } from './get-guests';

/** Under the invitation's key, so the live stream's refetch reaches these too. */
const key = (invitationId: string, part: string) => ['invitations', invitationId, part];
const base = (invitationId: string) => `/invitations/${invitationId}`;

/** Every guest's events and sessions at once, for the bulk edit's filter and rows. */
export function useGuestInvites(invitationId: string) {
  return useQuery({
    queryKey: key(invitationId, 'guest-events'),
    queryFn: async () =>
      (await api.get<GuestInvitesDto>(`${base(invitationId)}/guest-events`)).data,
  });
}

function useRefreshAfter(invitationId: string) {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['invitations', invitationId] }),
      client.invalidateQueries({ queryKey: guestsQueryKey(invitationId) }),
    ]);
  };
}

/** Invites (or un-invites) the chosen guests to one event, in one session of a split one. */
export function useAssignGuests(invitationId: string) {
  const refresh = useRefreshAfter(invitationId);
  return useMutation({
    mutationFn: async (input: EventAssignmentInput) =>
      api.post<EventsPage>(`${base(invitationId)}/event-assignments`, input, {
        timeoutMs: 30_000,
      }),
    onSuccess: refresh,
  });
}

/** One category or table for every chosen guest. */
export function useSeatGuests(invitationId: string) {
  const refresh = useRefreshAfter(invitationId);
  return useMutation({
    mutationFn: async (input: GuestSeatingInput) =>
      api.post<{ updated: number }>(`${base(invitationId)}/guests/seating`, input, {
        timeoutMs: 30_000,
      }),
    onSuccess: refresh,
  });
}
