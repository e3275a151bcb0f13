import { joinMessages, type ApiEnvelope } from '@kabar/shared/envelope';

export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api';
export const REQUEST_TIMEOUT_MS = 10_000;

/** An error answer from the API: the server's Indonesian message, status and envelope data. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A data.errors map is shown as all its messages joined with '. '. */
function messageFrom(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null) return fallback;
  const { data, meta } = body as Partial<ApiEnvelope<{ errors?: Record<string, string> } | null>>;
  const errors = data && typeof data === 'object' ? data.errors : undefined;
  if (errors && Object.keys(errors).length) return joinMessages(Object.values(errors));
  return meta?.msg || fallback;
}

/**
 * Before each request the auth layer may add headers (the access token); after a 401 it may
 * refresh once and ask for a retry. Kept as hooks so this module knows nothing about sessions.
 */
export interface AuthHooks {
  headers(): Record<string, string>;
  /** `path` is the API path that answered 401, e.g. '/user'. */
  onUnauthorized(path: string): Promise<boolean>;
}

let authHooks: AuthHooks | null = null;
export function setAuthHooks(hooks: AuthHooks | null): void {
  authHooks = hooks;
}

/**
 * For the one call that cannot use fetch (an upload reporting progress through XMLHttpRequest):
 * the same session headers, and the same single refresh after a 401.
 */
export const sessionForXhr = {
  headers: (): Record<string, string> => authHooks?.headers() ?? {},
  refreshAfter401: (path: string): Promise<boolean> =>
    authHooks ? authHooks.onUnauthorized(path) : Promise.resolve(false),
};

async function send(
  method: Method,
  path: string,
  options: RequestOptions,
  retried: boolean,
): Promise<Response> {
  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason), {
    once: true,
  });
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  try {
    const url = /^https?:\/\//.test(path) ? path : `${API_BASE_URL}${path}`;
    const response = await fetch(url, {
      method,
      credentials: 'include',
      signal: controller.signal,
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...authHooks?.headers(),
        ...options.headers,
      },
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
    if (
      response.status === 401 &&
      !retried &&
      authHooks &&
      (await authHooks.onUnauthorized(path))
    ) {
      return send(method, path, options, true);
    }
    return response;
  } catch (error) {
    if (
      controller.signal.reason instanceof DOMException &&
      controller.signal.reason.name === 'TimeoutError'
    ) {
      throw new Error('Request timeout');
    }
    if (options.signal?.aborted) throw new Error('Request aborted');
    throw new Error('Network Error', { cause: error });
  } finally {
    clearTimeout(timeout);
  }
}

/** One JSON call: resolves with the whole envelope, throws ApiError with the server's message. */
export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const response = await send(method, path, options, false);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) return { data: text as T, meta: { code: response.status, msg: '' } };
  }
  if (!response.ok) {
    const fallback = `HTTP ${response.status}: ${response.statusText}`;
    const data =
      typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
    throw new ApiError(messageFrom(body, fallback), response.status, data ?? null);
  }
  return body as ApiEnvelope<T>;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
