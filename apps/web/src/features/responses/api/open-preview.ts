import { useMutation } from '@tanstack/react-query';
import type { PreviewLink } from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

/** Asks for a short-lived preview link of the couple's own invitation (drafts included). */
export async function createPreviewLink(invitationId: string): Promise<PreviewLink> {
  const response = await api.post<PreviewLink>(
    `/invitations/${encodeURIComponent(invitationId)}/preview`,
  );
  return response.data;
}

export function useCreatePreviewLink(invitationId: string) {
  return useMutation({ mutationFn: () => createPreviewLink(invitationId) });
}
