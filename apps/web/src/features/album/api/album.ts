import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlbumDto,
  AlbumSettingsInput,
  GuestLanguage,
  GuestPhotoDto,
  WallPhotos,
} from '@kabar/shared';
import { api, API_BASE_URL, sessionForXhr } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { postFormWithProgress } from '@/lib/xhr-upload';

const key = (invitationId: string) => ['album', invitationId] as const;

export function useAlbum(invitationId: string) {
  return useQuery({
    queryKey: key(invitationId),
    queryFn: async () => (await api.get<AlbumDto>(`/invitations/${invitationId}/album`)).data,
  });
}

/** Every change of the album answers with the album, or changes one photo: both refresh it. */
export function useAlbumChange<Input>(
  invitationId: string,
  send: (base: string, input: Input) => Promise<unknown>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(`/invitations/${invitationId}/album`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: key(invitationId) }),
  });
}

export const albumChanges = {
  settings: (base: string, input: AlbumSettingsInput) => api.put<AlbumDto>(base, input),
  status: (base: string, input: { photoId: string; status: 'shown' | 'hidden' }) =>
    api.patch<GuestPhotoDto>(`${base}/photos/${input.photoId}`, { status: input.status }),
  remove: (base: string, photoId: string) => api.delete(`${base}/photos/${photoId}`),
  newWall: (base: string) => api.post<AlbumDto>(`${base}/wall-link`),
  revokeWall: (base: string) => api.delete<AlbumDto>(`${base}/wall-link`),
};

/**
 * Downloads the zip with the couple's session. The server streams it as it is made; fetch reads
 * bytes (the JSON client reads text), so this is its own call.
 */
export async function downloadAlbumZip(invitationId: string, filename: string): Promise<void> {
  const path = `/invitations/${invitationId}/album/zip`;
  const get = () =>
    fetch(`${API_BASE_URL}${path}`, { credentials: 'include', headers: sessionForXhr.headers() });
  let response = await get();
  if (response.status === 401 && (await sessionForXhr.refreshAfter401(path)))
    response = await get();
  if (!response.ok) throw new Error(`Album belum dapat diunduh (HTTP ${response.status}).`);
  saveFile(await response.blob(), filename);
}

/**
 * A guest's photo, sent without an account: their personal link's token, or their name. The
 * server answers in the page's language.
 */
export function sendGuestPhoto(
  slug: string,
  file: File,
  sender: { token: string | null; name: string },
  onProgress: (fraction: number) => void,
  lang: GuestLanguage,
) {
  const form = new FormData();
  if (sender.token) form.append('g', sender.token);
  else form.append('name', sender.name);
  form.append('file', file, file.name);
  const url = `${API_BASE_URL}/album/${encodeURIComponent(slug)}/photos?lang=${lang}`;
  return postFormWithProgress(url, form, {
    onProgress,
    started: () => undefined,
  });
}

export async function fetchWall(token: string): Promise<WallPhotos> {
  return (await api.get<WallPhotos>(`/wall/${encodeURIComponent(token)}`)).data;
}
