import { invitationPhotoSchema, type InvitationPhoto } from '@kabar/shared';
import { api, API_BASE_URL, REQUEST_TIMEOUT_MS } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session-storage';

export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Sends one photo with upload progress (fetch cannot report it, so this uses XMLHttpRequest).
 * Resolves with the server's stored photo; rejects with the server's Indonesian message.
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
): { done: Promise<InvitationPhoto>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<InvitationPhoto>((resolve, reject) => {
    xhr.open('POST', `${API_BASE_URL}/media/photos`);
    xhr.timeout = Math.max(UPLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      type Body = { data?: unknown; meta?: { msg?: string } } | null;
      let body: Body = null;
      try {
        body = JSON.parse(xhr.responseText) as Body;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = invitationPhotoSchema.safeParse(body?.data);
        if (parsed.success) return resolve(parsed.data);
      }
      reject(new Error(body?.meta?.msg || `HTTP ${xhr.status}: ${xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error('Network Error'));
    xhr.ontimeout = () => reject(new Error('Request timeout'));
    xhr.onabort = () => reject(new Error('Request aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** Deletes an upload the couple removed before saving; one still in an invitation stays. */
export async function deletePhoto(id: string): Promise<void> {
  try {
    await api.delete(`/media/photos/${id}`);
  } catch {
    // Kept when an invitation still shows it (409) or the network failed: nothing to undo.
  }
}
