import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PreviewLink {
  token: string;
  url: string;
  expires_in: number;
}

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
