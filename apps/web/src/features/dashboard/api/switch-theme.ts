import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationDto } from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

/** "Use this look for my invitation": everything else stays; 422 names what the form lacks. */
export function useSwitchTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { invitationId: string; themeId: number }) =>
      (
        await api.put<InvitationDto>(
          `/invitations/${encodeURIComponent(input.invitationId)}/theme`,
          { theme_id: input.themeId },
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['invitations'] }),
  });
}
