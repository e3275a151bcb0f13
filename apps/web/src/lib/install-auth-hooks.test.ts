import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// Types only: the modules themselves load after the environment is stubbed.
import type * as ApiClient from './api-client';
import type * as AuthHooks from './install-auth-hooks';

/** Web storage as the browser has it, for the storage module under test. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const jwt = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;
const FRESH = jwt(Math.floor(Date.now() / 1000) + 900);
const EXPIRED = jwt(1);

/** A real HTTP server in place of the API: /user wants the fresh token, refresh hands it out. */
const calls = { refresh: 0, user: 0, login: 0 };
let refreshWorks = true;
let server: http.Server;
let assign: ReturnType<typeof vi.fn>;
type Modules = {
  api: typeof ApiClient.api;
  ApiError: typeof ApiClient.ApiError;
  installAuthHooks: typeof AuthHooks.installAuthHooks;
};
let m: Modules;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/refresh-token') {
      calls.refresh += 1;
      setTimeout(() => {
        res.statusCode = refreshWorks ? 200 : 401;
        res.end(JSON.stringify(refreshWorks ? { accessToken: FRESH } : { meta: { msg: 'x' } }));
      }, 50);
      return;
    }
    if (req.url === '/api/user') {
      calls.user += 1;
      const ok = req.headers.authorization === `Bearer ${FRESH}`;
      res.statusCode = ok ? 200 : 401;
      res.end(JSON.stringify({ data: ok ? { name: 'Rina' } : null, meta: { code: 0, msg: 'm' } }));
      return;
    }
    calls.login += 1;
    res.statusCode = 401;
    res.end(JSON.stringify({ data: null, meta: { code: 401, msg: 'Email atau password salah.' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  vi.stubEnv('VITE_API_BASE_URL', `http://127.0.0.1:${port}/api`);
  assign = vi.fn();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('window', { location: { pathname: '/dashboard/profile', assign } });
  const client = await import('./api-client');
  m = {
    api: client.api,
    ApiError: client.ApiError,
    installAuthHooks: (await import('./install-auth-hooks')).installAuthHooks,
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  calls.refresh = 0;
  calls.user = 0;
  calls.login = 0;
  refreshWorks = true;
  assign.mockClear();
  localStorage.clear();
  sessionStorage.clear();
});

function storeExpiredSession() {
  localStorage.setItem('api_token', EXPIRED);
  localStorage.setItem('user', JSON.stringify({ user_id: 'u', name: 'Rina' }));
  localStorage.setItem('isAuthenticated', 'true');
}

describe('the refresh flow', () => {
  it('runs one refresh for concurrent 401s and retries each request once', async () => {
    storeExpiredSession();
    m.installAuthHooks();
    const answers = await Promise.all([
      m.api.get<{ name: string }>('/user'),
      m.api.get<{ name: string }>('/user'),
      m.api.get<{ name: string }>('/user'),
    ]);
    expect(answers.map((answer) => answer.data.name)).toEqual(['Rina', 'Rina', 'Rina']);
    expect(calls.refresh).toBe(1);
    expect(calls.user).toBe(6);
    expect(localStorage.getItem('api_token')).toBe(FRESH);
    expect(assign).not.toHaveBeenCalled();
  });

  it('clears the session and goes to /login when the refresh fails', async () => {
    storeExpiredSession();
    m.installAuthHooks();
    refreshWorks = false;
    const results = await Promise.allSettled([m.api.get('/user'), m.api.get('/user')]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(m.ApiError);
    expect(calls.refresh).toBe(1);
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(localStorage.getItem('api_token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('never refreshes for a wrong password, nor without a stored session', async () => {
    storeExpiredSession();
    m.installAuthHooks();
    await new Promise((resolve) => setTimeout(resolve, 100));
    calls.refresh = 0;
    await expect(m.api.post('/login', {})).rejects.toMatchObject({ status: 401 });
    expect(calls.refresh).toBe(0);

    localStorage.clear();
    await expect(m.api.get('/user')).rejects.toMatchObject({ status: 401 });
    expect(calls.refresh).toBe(0);
  });

  it('at start-up renews an expired access token from the refresh cookie', async () => {
    storeExpiredSession();
    m.installAuthHooks();
    await vi.waitFor(() => expect(localStorage.getItem('api_token')).toBe(FRESH));
    expect(calls.refresh).toBe(1);
  });

  it('at start-up clears a session whose user is missing', async () => {
    localStorage.setItem('api_token', FRESH);
    localStorage.setItem('isAuthenticated', 'true');
    m.installAuthHooks();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(calls.refresh).toBe(0);
  });
});
