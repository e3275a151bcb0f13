import { REQUEST_TIMEOUT_MS } from './api-client';

export const UPLOAD_TIMEOUT_MS = 120_000;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Posts a form with upload progress (fetch cannot report it, so this uses XMLHttpRequest).
 * Resolves with the envelope's `data` on success; rejects with the server's Indonesian message.
 */
export function postFormWithProgress(
  url: string,
  form: FormData,
  options: {
    headers?: Record<string, string>;
    withCredentials?: boolean;
    onProgress: (fraction: number) => void;
    started: (xhr: XMLHttpRequest) => void;
  },
): Promise<{ data: unknown; message: string }> {
  const xhr = new XMLHttpRequest();
  options.started(xhr);
  return new Promise((resolve, reject) => {
    xhr.open('POST', url);
    xhr.timeout = Math.max(UPLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS);
    xhr.withCredentials = options.withCredentials ?? false;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
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
        return resolve({ data: body?.data, message: body?.meta?.msg ?? '' });
      }
      reject(
        new UploadError(body?.meta?.msg || `HTTP ${xhr.status}: ${xhr.statusText}`, xhr.status),
      );
    };
    xhr.onerror = () => reject(new Error('Network Error'));
    xhr.ontimeout = () => reject(new Error('Request timeout'));
    xhr.onabort = () => reject(new Error('Request aborted'));
    xhr.send(form);
  });
}
