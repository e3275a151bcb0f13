import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@kabar/shared';
import { api } from '@/lib/api-client';

export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: async () => (await api.get<PublicUser>('/user')).data,
    staleTime: 0,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
