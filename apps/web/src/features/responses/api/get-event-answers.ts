import { useQuery } from '@tanstack/react-query';
import type { EventAnswerStats } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-csv';

/** Answers per event and session (issue 27), refreshed by the live stream with the rest. */
export function useEventAnswers(invitationId: string) {
  return useQuery({
    queryKey: ['invitations', invitationId, 'event-answers'],
    queryFn: async () =>
      (await api.get<EventAnswerStats>(`/invitations/${invitationId}/event-answers`)).data,
  });
}

/** One event's answers as CSV; the server names the file after the event. */
export function downloadEventAnswersCsv(
  invitationId: string,
  eventId: string,
  fileName: string,
): Promise<void> {
  return downloadCsv(
    `/invitations/${encodeURIComponent(invitationId)}/events/${eventId}/answers/export`,
    fileName,
  );
}
