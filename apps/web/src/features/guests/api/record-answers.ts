import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventAnswersInput, GuestEvents } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { guestsQueryKey } from './get-guests';

/**
 * Records a guest's answers by hand, per invited event (the deadline does not apply to the
 * couple). The guest list's line, the events' counts and the answers page are read again.
 */
export function useRecordAnswers(invitationId: string, guestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: EventAnswersInput) => {
      const response = await api.put<GuestEvents>(
        `/invitations/${invitationId}/guests/${guestId}/event-answers`,
        input,
      );
      return response.data;
    },
    onSuccess: (answers) => {
      client.setQueryData(['invitations', invitationId, 'guest-events', guestId], answers);
      void client.invalidateQueries({ queryKey: guestsQueryKey(invitationId) });
      void client.invalidateQueries({ queryKey: ['invitations', invitationId] });
    },
  });
}
