import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

type Operation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
};

describe('the OpenAPI document at /api/docs', () => {
  const ctx = useTestApp({ seed: false });

  it('describes every declared route: summary, tag, security, input and the data it answers', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const routes = ctx.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(90);
    const faults = routes.flatMap(({ method, url, contract }) => {
      const operation = paths[openapiPath(url)]?.[method.toLowerCase()];
      const label = `${method} ${url}`;
      if (!operation?.summary || !operation.tags?.length) return [`${label}: undescribed`];
      const expected = contract.access.kind === 'public' ? [] : [{ bearer: [] }];
      const found: string[] = [];
      if (JSON.stringify(operation.security) !== JSON.stringify(expected)) found.push('security');
      if (contract.body && !operation.requestBody) found.push('body');
      if (!Object.keys(operation.responses).includes('4XX')) found.push('4XX');
      for (const status of [contract.status ?? 200].flat()) {
        const success = operation.responses[String(status)];
        const json = success?.content?.['application/json']?.schema;
        if (!('produces' in contract) && !json?.properties) found.push(`data ${status}`);
      }
      return found.map((what) => `${label}: ${what}`);
    });
    expect(faults).toEqual([]);
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
