import type { InvitationSectionId } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function updateSectionOrder(
  invitationId: string,
  order: InvitationSectionId[],
): Promise<void> {
  await api.put(`/invitations/${invitationId}/section-order`, { section_order: order });
}
