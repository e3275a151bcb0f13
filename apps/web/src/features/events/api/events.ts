import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventInput, EventsPage, SessionFields } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { eventsQueryKey } from '@/lib/invitation-events';

const base = (invitationId: string) => `/invitations/${invitationId}`;

/** What the events screen may change; every answer is the whole screen again, put in the cache. */
export type EventChange =
  | { kind: 'add'; values: EventInput }
  | { kind: 'edit'; eventId: string; values: EventInput }
  | { kind: 'visibility'; eventId: string; isPublic: boolean }
  | { kind: 'delete'; eventId: string }
  | { kind: 'sessions'; eventId: string; sessions: (SessionFields & { id?: string })[] }
  | { kind: 'deadline'; deadline: string | null };

async function sendChange(invitationId: string, change: EventChange) {
  const events = `${base(invitationId)}/events`;
  switch (change.kind) {
    case 'add':
      return api.post<EventsPage>(events, change.values);
    case 'edit':
      return api.put<EventsPage>(`${events}/${change.eventId}`, change.values);
    case 'visibility':
      return api.put<EventsPage>(`${events}/${change.eventId}/visibility`, {
        isPublic: change.isPublic,
      });
    case 'delete':
      return api.delete<EventsPage>(`${events}/${change.eventId}`);
    case 'sessions':
      return api.put<EventsPage>(`${events}/${change.eventId}/sessions`, {
        sessions: change.sessions,
      });
    case 'deadline':
      return api.put<EventsPage>(`${base(invitationId)}/rsvp-deadline`, {
        deadline: change.deadline,
      });
  }
}

export function useChangeEvents(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: EventChange) => {
      const response = await sendChange(invitationId, change);
      return { page: response.data, message: response.meta?.msg ?? 'Tersimpan.' };
    },
    onSuccess: ({ page }) => {
      client.setQueryData(eventsQueryKey(invitationId), page);
      void client.invalidateQueries({ queryKey: ['invitations', invitationId, 'event-answers'] });
    },
  });
}
