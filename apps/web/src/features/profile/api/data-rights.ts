import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionInput } from '@kabar/shared';
import { api } from '@/lib/api-client';

/** Asks for the data archive; the server builds it and mails the link. */
export function useRequestDataExport() {
  return useMutation({
    mutationFn: async () => (await api.post<null>('/account/data-export', {})).meta.msg,
  });
}

/** Schedules the account's deletion; the server ends every session at once. */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: async (input: AccountDeletionInput) =>
      (await api.post<{ deletion_due_at: string }>('/account/deletion', input)).meta.msg,
  });
}
