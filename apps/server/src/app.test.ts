import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { TEST_JWT_SECRET, useTestApp } from './test/test-app';
import { declareRoutes } from './http/declare-routes';
import { envelope } from './http/envelope';
import { access } from './http/route-contract';

const ctx = useTestApp({ seed: false });

describe('the API envelope', () => {
  it('answers health with the database kind', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { status: 'ok', database: process.env.TEST_DB_KIND ?? 'pglite' },
      meta: { code: 200 },
    });
  });

  it('answers unknown /api paths with 404 in the envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        data: null,
        meta: { code: 404, msg: 'Alamat tidak ditemukan.' },
      });
    }
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('hides internals of a 5xx', async () => {
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      jwtSecret: TEST_JWT_SECRET,
    });
    declareRoutes(app, 'test').get(
      '/api/__boom',
      { summary: 'Fails inside', access: access.public, data: null },
      async () => {
        await ctx.database.db.execute(sql`select * from table_that_does_not_exist`);
        return envelope(null);
      },
    );
    const res = await app.inject('/api/__boom');
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('table_that_does_not_exist');
    expect(res.json()).toEqual({
      data: null,
      meta: { code: 500, msg: 'Terjadi kesalahan pada server. Silakan coba lagi.' },
    });
  });
});
