import { queryOptions, useQuery } from '@tanstack/react-query';
import { userThemesSchema, type UserThemes } from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

export async function getUserThemes(): Promise<UserThemes> {
  const response = await api.get<unknown>('/themes/user');
  const parsed = userThemesSchema.safeParse(response.data);
  if (!parsed.success) throw new Error('Failed to fetch user themes');
  return parsed.data;
}

export const userThemesQueryOptions = () =>
  queryOptions({ queryKey: ['themes', 'user'], queryFn: getUserThemes, staleTime: 10_000 });

export function useUserThemes() {
  return useQuery(userThemesQueryOptions());
}
