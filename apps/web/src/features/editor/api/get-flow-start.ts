import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  invitationDraftSchema,
  invitationDtoSchema,
  type InvitationDraft,
  type InvitationDto,
} from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

export interface FlowStart {
  draft: InvitationDraft | null;
  invitation: InvitationDto | null;
}

/**
 * Where a theme's configuration stands on the server: a draft in progress, and the couple's
 * invitation, whatever theme it is shown in now, so choosing another look starts from everything
 * already filled in (decision 015).
 */
async function getFlowStart(themeId: number): Promise<FlowStart> {
  const [draft, invitations] = await Promise.all([
    api.get<unknown>(`/invitations/drafts/${themeId}`),
    api.get<unknown>('/invitations'),
  ]);
  const list = z.array(invitationDtoSchema).parse(invitations.data);
  return {
    draft: invitationDraftSchema.nullable().parse(draft.data),
    invitation:
      list.find((invitation) => invitation.role === 'owner' && invitation.theme_id === themeId) ??
      list.find((invitation) => invitation.role === 'owner') ??
      null,
  };
}

export function useFlowStart(themeId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['flow-start', themeId],
    queryFn: () => getFlowStart(themeId!),
    enabled: enabled && themeId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export async function getInvitation(id: string): Promise<InvitationDto> {
  return invitationDtoSchema.parse((await api.get<unknown>(`/invitations/${id}`)).data);
}
