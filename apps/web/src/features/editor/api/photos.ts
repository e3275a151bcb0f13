import { invitationPhotoSchema, type InvitationPhoto } from '@kabar/shared';
import { api, API_BASE_URL, REQUEST_TIMEOUT_MS, sessionForXhr } from '@/lib/api-client';

export const UPLOAD_TIMEOUT_MS = 120_000;

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

class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function sendPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  started: (xhr: XMLHttpRequest) => void,
): Promise<InvitationPhoto> {
  const xhr = new XMLHttpRequest();
  started(xhr);
  return new Promise<InvitationPhoto>((resolve, reject) => {
    xhr.open('POST', `${API_BASE_URL}${PHOTOS_PATH}`);
    xhr.timeout = Math.max(UPLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(sessionForXhr.headers())) {
      xhr.setRequestHeader(name, value);
    }
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
      reject(
        new UploadError(body?.meta?.msg || `HTTP ${xhr.status}: ${xhr.statusText}`, xhr.status),
      );
    };
    xhr.onerror = () => reject(new Error('Network Error'));
    xhr.ontimeout = () => reject(new Error('Request timeout'));
    xhr.onabort = () => reject(new Error('Request aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Deletes an upload the couple removed before saving; one still in an invitation stays. */
export async function deletePhoto(id: string): Promise<void> {
  try {
    await api.delete(`/media/photos/${id}`);
  } catch {
    // Kept when an invitation still shows it (409) or the network failed: nothing to undo.
  }
}
