import { queryOptions, useQuery } from '@tanstack/react-query';
import { formConfigSchema, type FormConfig } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function getFormConfig(themeId: number): Promise<FormConfig> {
  const response = await api.get<unknown>(`/themes/form-config/${themeId}`);
  const parsed = formConfigSchema.safeParse(response.data);
  if (!parsed.success) throw new Error('Gagal memuat konfigurasi form');
  return parsed.data;
}

export const formConfigQueryOptions = (themeId: number) =>
  queryOptions({
    queryKey: ['form-config', themeId],
    queryFn: () => getFormConfig(themeId),
    staleTime: 5 * 60_000,
  });

export function useFormConfig(themeId: number | null) {
  return useQuery({ ...formConfigQueryOptions(themeId ?? 0), enabled: themeId !== null });
}
