import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/test-app';
import type * as ApiDocs from './register-api-docs';
import { routeDocs } from './route-docs';

const registered = vi.hoisted(() => [] as { method: string; url: string }[]);

// Walks every route as it is registered: the hook goes on before any route exists.
vi.mock('./register-api-docs', async (importOriginal) => {
  const original = await importOriginal<typeof ApiDocs>();
  return {
    ...original,
    registerApiDocs: async (...args: Parameters<typeof original.registerApiDocs>) => {
      args[0].addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      });
      return original.registerApiDocs(...args);
    },
  };
});

const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document at /api/docs', () => {
  const ctx = useTestApp({ seed: false });

  it('describes every route under /api with its summary, tag and answers', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Record<string, unknown>>>;
    const apiRoutes = registered.filter(
      ({ method, url }) =>
        method !== 'HEAD' && url.startsWith('/api/') && !url.startsWith('/api/docs'),
    );
    expect(apiRoutes.length).toBeGreaterThan(90);
    const undescribed = apiRoutes.filter(({ method, url }) => {
      const operation = paths[openapiPath(url)]?.[method.toLowerCase()];
      return !operation?.summary || !(operation.tags as string[] | undefined)?.length;
    });
    expect(undescribed).toEqual([]);
    for (const { method, url } of apiRoutes) {
      const responses = paths[openapiPath(url)]![method.toLowerCase()]!.responses as object;
      expect(Object.keys(responses), `${method} ${url}`).toContain('4XX');
    }
  });

  it('describes no route that does not exist', () => {
    const known = new Set(registered.map(({ method, url }) => `${method} ${url}`));
    const stale = Object.values(routeDocs)
      .flatMap((docs) => Object.keys(docs))
      .filter((key) => !known.has(key));
    expect(stale).toEqual([]);
  });

  it('takes its inputs from the shared schemas, and leaves the answers to the routes', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/openapi.json' })).json();
    const register = doc.paths['/api/register'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'password']),
    );
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: {} });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors).toHaveProperty('email');
  });

  it('has a page to read it', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('/api/docs in production', () => {
  const off = useTestApp({ seed: false, env: { NODE_ENV: 'production' } });
  const on = useTestApp({ seed: false, env: { NODE_ENV: 'production', API_DOCS: 'true' } });
  // `npm start`: React's production build, but the local mode, where the docs are on.
  const local = useTestApp({ seed: false, env: { NODE_ENV: 'production', KABAR_MODE: 'local' } });

  it('is off unless API_DOCS turns it on, and on in the local mode of npm start', async () => {
    for (const url of ['/api/docs', '/api/docs/openapi.json']) {
      expect((await off.app.inject({ url })).statusCode).toBe(404);
      expect((await on.app.inject({ url })).statusCode).toBe(200);
      expect((await local.app.inject({ url })).statusCode).toBe(200);
    }
  });
});
