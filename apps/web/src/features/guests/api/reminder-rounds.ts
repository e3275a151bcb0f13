import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatedRounds, ReminderSettingsInput, RoundTemplateInput } from '@kabar/shared';
import { api } from '@/lib/api-client';

/** The dated rounds (issue 27 item 5, issue 29 item 6), refreshed as the day and answers move. */
export const reminderRoundsKey = (invitationId: string) =>
  ['guests', invitationId, 'reminder-rounds'] as const;

export function useReminderRounds(invitationId: string) {
  return useQuery({
    queryKey: reminderRoundsKey(invitationId),
    queryFn: async () =>
      (await api.get<DatedRounds>(`/invitations/${invitationId}/reminder-rounds`)).data,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/** Every write answers the rounds again, so the page shows what the server decided is due. */
function useRoundsWrite<T>(invitationId: string, write: (input: T) => Promise<DatedRounds>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (rounds) => client.setQueryData(reminderRoundsKey(invitationId), rounds),
  });
}

export function useMarkRoundSent(invitationId: string) {
  return useRoundsWrite(
    invitationId,
    async ({ guestId, round }: { guestId: string; round: string }) =>
      (
        await api.post<DatedRounds>(`/invitations/${invitationId}/guests/${guestId}/reminders`, {
          round,
        })
      ).data,
  );
}

export function useSaveReminderSettings(invitationId: string) {
  return useRoundsWrite(
    invitationId,
    async (settings: ReminderSettingsInput) =>
      (await api.put<DatedRounds>(`/invitations/${invitationId}/reminder-settings`, settings)).data,
  );
}

export function useSaveRoundTemplate(invitationId: string) {
  return useRoundsWrite(
    invitationId,
    async (input: RoundTemplateInput) =>
      (await api.put<DatedRounds>(`/invitations/${invitationId}/round-templates`, input)).data,
  );
}
