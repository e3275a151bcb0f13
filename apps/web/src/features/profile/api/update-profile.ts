import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, PublicUser } from '@kabar/shared';
import { api } from '@/lib/api-client';
import { updateStoredUser } from '@/lib/session-storage';
import { userQueryOptions } from './get-user';

export async function updateProfile(input: ProfileUpdateInput): Promise<PublicUser> {
  return (await api.put<PublicUser>('/user/profile', input)).data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      updateStoredUser(user);
    },
  });
}
