import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationResponses, WishDto } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { responsesQueryOptions } from './get-responses';

export async function setWishHidden(input: {
  invitationId: string;
  wishId: string;
  hidden: boolean;
}): Promise<WishDto> {
  const response = await api.patch<WishDto>(
    `/invitations/${encodeURIComponent(input.invitationId)}/wishes/${encodeURIComponent(input.wishId)}`,
    { hidden: input.hidden },
  );
  return response.data;
}

/** Hides or shows a wish; the list updates from the server's answer. */
export function useSetWishHidden(invitationId: string) {
  const queryClient = useQueryClient();
  const key = responsesQueryOptions(invitationId).queryKey;
  return useMutation({
    mutationFn: (input: { wishId: string; hidden: boolean }) =>
      setWishHidden({ invitationId, ...input }),
    onSuccess: (wish) => {
      queryClient.setQueryData<InvitationResponses>(key, (current) =>
        current
          ? {
              ...current,
              wishes: current.wishes.map((item) => (item.id === wish.id ? wish : item)),
            }
          : current,
      );
    },
  });
}
