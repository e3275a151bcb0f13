import fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerAuthentication } from '../auth/authenticate';
import { createAccessTokenSigner } from '../auth/access-token';
import { declareRoutes } from './declare-routes';
import { enforceRouteContracts } from './enforce-route-contracts';
import { envelope } from './envelope';
import { registerErrorHandler } from './error-handler';
import { access } from './route-contract';

function bareApp() {
  const app = fastify();
  registerAuthentication(app, createAccessTokenSigner('x'.repeat(64)));
  registerErrorHandler(app);
  enforceRouteContracts(app, { checkAnswers: true });
  return app;
}

describe('enforcing route contracts', () => {
  /** The error that stops the app from starting, whether the route throws at once or at ready. */
  async function startUpError(register: (app: ReturnType<typeof bareApp>) => void) {
    const app = bareApp();
    try {
      register(app);
      await app.ready();
    } catch (error) {
      return (error as Error).message;
    }
    return 'started';
  }

  it('refuses to start with a route under /api that declares nothing, naming it in one line', async () => {
    expect(await startUpError((app) => app.get('/api/forgotten', async () => envelope(null)))).toBe(
      'GET /api/forgotten declares no contract (declare it with declareRoutes)',
    );
  });

  it('refuses a contract it cannot enforce: the gate without an invitation, an undeclared id', async () => {
    expect(
      await startUpError((app) =>
        declareRoutes(app, 'test').get(
          '/api/things',
          { summary: 's', access: access.invitation('view'), data: null },
          async () => envelope(null),
        ),
      ),
    ).toBe('GET /api/things asks the gate but names no :invitationId or :id');
    expect(
      await startUpError((app) =>
        declareRoutes(app, 'test').get(
          '/api/things/:thingId',
          { summary: 's', access: access.public, data: null },
          async () => envelope(null),
        ),
      ),
    ).toBe('GET /api/things/:thingId declares no schema for :thingId');
  });

  it('signs in by default, parses params, query and body, and checks the answer', async () => {
    const app = bareApp();
    const route = declareRoutes(app, 'test');
    route.post(
      '/api/things/:thingId',
      {
        summary: 's',
        access: access.public,
        params: z.object({ thingId: z.uuid({ error: 'Barang tidak ditemukan.' }) }),
        body: z.object({ name: z.string({ error: 'Isi nama.' }) }),
        data: z.object({ name: z.string() }),
      },
      async ({ body }) => envelope({ name: body.name }),
    );
    route.get('/api/mine', { summary: 's', access: access.signedIn, data: null }, async () =>
      envelope(null),
    );
    route.get(
      '/api/renamed',
      { summary: 's', access: access.public, data: z.object({ id: z.string() }) },
      async () => envelope({ ident: 'a' } as unknown as { id: string }),
    );
    await app.ready();
    const missing = await app.inject({ method: 'POST', url: '/api/things/nope', payload: {} });
    expect([missing.statusCode, missing.json().meta.msg]).toEqual([404, 'Barang tidak ditemukan.']);
    const id = '0b9f3a3c-6d0e-4a57-8f43-5f2d3c3b1a11';
    const invalid = await app.inject({ method: 'POST', url: `/api/things/${id}`, payload: {} });
    expect([invalid.statusCode, invalid.json().data.errors.name]).toEqual([422, 'Isi nama.']);
    const ok = await app.inject({
      method: 'POST',
      url: `/api/things/${id}`,
      payload: { name: 'Kursi' },
    });
    expect(ok.json().data).toEqual({ name: 'Kursi' });
    expect((await app.inject({ url: '/api/mine' })).statusCode).toBe(401);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const renamed = await app.inject({ url: '/api/renamed' });
    expect(renamed.statusCode).toBe(500);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /api/renamed: the answer'));
    logged.mockRestore();
    expect(app.declaredRoutes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/things/:thingId',
      'GET /api/mine',
      'GET /api/renamed',
    ]);
  });

  it('checks the answer’s status against the declared ones', async () => {
    const app = bareApp();
    const route = declareRoutes(app, 'test');
    const answer =
      (status: number) => async (_input: unknown, _request: unknown, reply: FastifyReply) =>
        reply.status(status).send(envelope(null, 'ok', status));
    route.post('/api/made', { summary: 's', access: access.public, data: null }, answer(201));
    route.post(
      '/api/saved',
      { summary: 's', access: access.public, status: [200, 201], data: null },
      answer(201),
    );
    await app.ready();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const made = await app.inject({ method: 'POST', url: '/api/made' });
    expect(made.statusCode).toBe(500);
    expect(logged).toHaveBeenCalledWith(
      'POST /api/made: answered 201, not a declared status (200)',
    );
    logged.mockRestore();
    expect((await app.inject({ method: 'POST', url: '/api/saved' })).statusCode).toBe(201);
  });
});
