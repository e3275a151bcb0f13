import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerDigestSettings, AnswerDigestView, OwnDigestInput } from '@kabar/shared';
import { api } from '@/lib/api-client';

const digestKey = (invitationId: string) => ['answer-digest', invitationId] as const;

export function useAnswerDigest(invitationId: string) {
  return useQuery({
    queryKey: digestKey(invitationId),
    queryFn: async () =>
      (await api.get<AnswerDigestView>(`/invitations/${invitationId}/answer-digest`)).data,
  });
}

export function useSaveAnswerDigest(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: AnswerDigestSettings) =>
      (await api.put<AnswerDigestView>(`/invitations/${invitationId}/answer-digest`, settings))
        .data,
    onSuccess: (settings) => client.setQueryData(digestKey(invitationId), settings),
  });
}

/** The reader's own switch: the digest to their email or not, whatever the others chose. */
export function useSaveOwnDigest(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: OwnDigestInput) => {
      const response = await api.put<AnswerDigestView>(
        `/invitations/${invitationId}/answer-digest/mine`,
        input,
      );
      return { view: response.data, message: response.meta?.msg ?? 'Tersimpan.' };
    },
    onSuccess: ({ view }) => client.setQueryData(digestKey(invitationId), view),
  });
}
