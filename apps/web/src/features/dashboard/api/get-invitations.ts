import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invitationDtoSchema, type InvitationDto } from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

const draftSummarySchema = z.array(z.object({ theme_id: z.number(), updated_at: z.string() }));

interface MyInvitations {
  invitations: InvitationDto[];
  /** Themes with a configuration still being filled in. */
  draftThemeIds: Set<number>;
}

export async function getMyInvitations(): Promise<MyInvitations> {
  const [invitations, drafts] = await Promise.all([
    api.get<unknown>('/invitations'),
    api.get<unknown>('/invitations/drafts'),
  ]);
  return {
    invitations: z.array(invitationDtoSchema).parse(invitations.data),
    draftThemeIds: new Set(draftSummarySchema.parse(drafts.data).map((d) => d.theme_id)),
  };
}

export const myInvitationsQueryOptions = () =>
  queryOptions({ queryKey: ['invitations', 'mine'], queryFn: getMyInvitations, staleTime: 0 });

export function useMyInvitations() {
  return useQuery(myInvitationsQueryOptions());
}
