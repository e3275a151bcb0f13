import { useQuery } from '@tanstack/react-query';
import { userThemesSchema, type UserThemes } from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

async function getUserThemes(): Promise<UserThemes> {
  const response = await api.get<unknown>('/themes/user');
  const parsed = userThemesSchema.safeParse(response.data);
  if (!parsed.success) throw new Error('Failed to fetch user themes');
  return parsed.data;
}

/** The couple's plan and which themes they may use: decides locks in the editor. */
export function useEditorThemes() {
  return useQuery({ queryKey: ['themes', 'user'], queryFn: getUserThemes, staleTime: 10_000 });
}
