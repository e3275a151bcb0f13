import { api, type RequestOptions } from '@/lib/api-client';

const TOKEN_KEY = 'kabar.operator-token';

/**
 * The console's token (the passed second factor) lives for the tab only: closing it, or signing
 * out, asks for the code again.
 */
export const operatorToken = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

const withToken = (options: RequestOptions = {}): RequestOptions => {
  const token = operatorToken.get();
  return {
    ...options,
    headers: { ...options.headers, ...(token ? { 'x-operator-token': token } : {}) },
  };
};

/** Calls under /api/admin, with the operator's console token beside the session. */
export const adminApi = {
  get: async <T>(path: string) => (await api.get<T>(`/admin${path}`, withToken())).data,
  post: async <T>(path: string, body?: unknown) =>
    (await api.post<T>(`/admin${path}`, body ?? {}, withToken())).data,
  put: async <T>(path: string, body: unknown) =>
    (await api.put<T>(`/admin${path}`, body, withToken())).data,
};
