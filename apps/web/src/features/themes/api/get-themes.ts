import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Theme } from '@kabar/shared/theme';
import { api } from '@/lib/api-client';
import { isThemeList } from './is-theme-list';

export async function getThemes(): Promise<Theme[]> {
  const response = await api.get<unknown>('/themes');
  // The list is in `data`; a bare list is accepted too.
  const list = (response as { data?: unknown }).data ?? response;
  if (!isThemeList(list)) throw new Error('Failed to fetch themes');
  return list;
}

export const themesQueryOptions = () => queryOptions({ queryKey: ['themes'], queryFn: getThemes });

export function useThemes() {
  return useQuery(themesQueryOptions());
}

/**
 * The catalogue tries twice more, 1 s apart, on a failed or malformed answer.
 */
export const CATALOGUE_RETRIES = 2;
export const CATALOGUE_RETRY_DELAY_MS = 1000;

export function useCatalogueThemes() {
  return useQuery({
    ...themesQueryOptions(),
    retry: CATALOGUE_RETRIES,
    retryDelay: CATALOGUE_RETRY_DELAY_MS,
  });
}
