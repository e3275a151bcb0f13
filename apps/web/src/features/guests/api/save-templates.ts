import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestTemplates, GuestTemplatesInput } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { guestsQueryKey, type GuestListData } from './get-guests';

export function useSaveTemplates(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (templates: GuestTemplatesInput) =>
      (await api.put<GuestTemplates>(`/invitations/${invitationId}/guest-templates`, templates))
        .data,
    onSuccess: (templates) =>
      client.setQueryData<GuestListData>(guestsQueryKey(invitationId), (data) =>
        data ? { ...data, templates } : data,
      ),
  });
}
