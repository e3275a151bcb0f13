import type { SaveDraftInput } from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

export async function saveDraft(themeId: number, input: SaveDraftInput): Promise<void> {
  await api.put(`/invitations/drafts/${themeId}`, input);
}
