import { queryOptions, useQuery } from '@tanstack/react-query';
import { themeListSchema, type Theme } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function getThemes(): Promise<Theme[]> {
  const response = await api.get<unknown>('/themes');
  // The spec's client reads the list from `data`, falling back to the whole response.
  const list = (response as { data?: unknown }).data ?? response;
  const parsed = themeListSchema.safeParse(list);
  if (!parsed.success) throw new Error('Failed to fetch themes');
  return parsed.data;
}

export const themesQueryOptions = () => queryOptions({ queryKey: ['themes'], queryFn: getThemes });

export function useThemes() {
  return useQuery(themesQueryOptions());
}
