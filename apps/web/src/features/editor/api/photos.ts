import { invitationPhotoSchema, type InvitationPhoto } from '@kabar/shared';
import { api, API_BASE_URL, sessionForXhr } from '@/lib/api-client';
import { postFormWithProgress, UploadError } from '@/lib/xhr-upload';

/**
 * Sends one photo with upload progress (fetch cannot report it, so this uses XMLHttpRequest).
 * Resolves with the server's stored photo; rejects with the server's Indonesian message.
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
): { done: Promise<InvitationPhoto>; abort: () => void } {
  let current: XMLHttpRequest | null = null;
  let aborted = false;
  const attempt = (retried: boolean): Promise<InvitationPhoto> =>
    sendPhoto(file, onProgress, (xhr) => (current = xhr)).catch(async (error: unknown) => {
      if (
        !aborted &&
        !retried &&
        error instanceof UploadError &&
        error.status === 401 &&
        (await sessionForXhr.refreshAfter401(PHOTOS_PATH))
      ) {
        return attempt(true);
      }
      throw error;
    });
  return {
    done: attempt(false),
    abort: () => {
      aborted = true;
      current?.abort();
    },
  };
}

const PHOTOS_PATH = '/media/photos';

async function sendPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  started: (xhr: XMLHttpRequest) => void,
): Promise<InvitationPhoto> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await postFormWithProgress(`${API_BASE_URL}${PHOTOS_PATH}`, form, {
    headers: sessionForXhr.headers(),
    withCredentials: true,
    onProgress,
    started,
  });
  const parsed = invitationPhotoSchema.safeParse(data);
  if (!parsed.success) throw new UploadError('Foto tidak dapat disimpan. Coba lagi.', 500);
  return parsed.data;
}

/** Deletes an upload the couple removed before saving; one still in an invitation stays. */
export async function deletePhoto(id: string): Promise<void> {
  try {
    await api.delete(`/media/photos/${id}`);
  } catch {
    // Kept when an invitation still shows it (409) or the network failed: nothing to undo.
  }
}
