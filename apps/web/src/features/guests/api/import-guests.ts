import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestImportResult, GuestImportRow } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { guestsQueryKey } from './get-guests';

export function useImportGuests(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rows: GuestImportRow[]) =>
      (
        await api.post<GuestImportResult>(
          `/invitations/${invitationId}/guests/import`,
          { rows },
          { timeoutMs: 60_000 },
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: guestsQueryKey(invitationId) }),
  });
}
