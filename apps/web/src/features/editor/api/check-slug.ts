import { slugAvailabilitySchema, type SlugAvailability } from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

export async function checkSlug(
  slug: string,
  themeId: number,
  signal: AbortSignal,
): Promise<SlugAvailability> {
  const query = new URLSearchParams({ slug, theme_id: String(themeId) });
  const response = await api.get<unknown>(`/invitations/slug-availability?${query}`, { signal });
  return slugAvailabilitySchema.parse(response.data);
}
