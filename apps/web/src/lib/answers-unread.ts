import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnreadAnswers } from '@kabar/shared';
import { api } from '@/lib/api-client';

/** Under 'invitations' so what refreshes the answer counts refreshes these too. */
const unreadKey = ['invitations', 'answers-unread'] as const;

/** New answers and wishes per invitation since the person last opened them. */
export function useUnreadAnswers() {
  return useQuery({
    queryKey: unreadKey,
    queryFn: async () => (await api.get<UnreadAnswers>('/answers/unread')).data,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function unreadTotal(rows: UnreadAnswers | undefined): number {
  return (rows ?? []).reduce((sum, row) => sum + row.answers + row.wishes, 0);
}

/** "3 jawaban baru · 1 ucapan baru" for one invitation, or null when nothing is new. */
export function unreadLine(rows: UnreadAnswers | undefined, invitationId: string): string | null {
  const row = rows?.find((entry) => entry.invitationId === invitationId);
  const parts = [
    row?.answers ? `${row.answers} jawaban baru` : null,
    row?.wishes ? `${row.wishes} ucapan baru` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** Opening an invitation's answers reads them: its unread count goes to zero. */
export function useMarkAnswersRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      (await api.post<UnreadAnswers[number]>(`/invitations/${invitationId}/answers/read`)).data,
    onSuccess: (row) =>
      client.setQueryData<UnreadAnswers>(unreadKey, (rows) =>
        rows?.map((entry) => (entry.invitationId === row.invitationId ? row : entry)),
      ),
  });
}
