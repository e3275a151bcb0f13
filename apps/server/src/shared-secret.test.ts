import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import type { Config } from './config';
import type { Database } from './db/client';
import { createTestCouple } from './test/test-couple';
import { invitations } from './modules/invitations/invitations.schema';
import { seedCatalogue } from './seed/seed';
import {
  latestSmsCode,
  refreshCookieOf,
  tempDataDir,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from './test/auth-helpers';
import { testConfig } from './test/test-app';
import { createTestDatabase } from './test/test-database';

/** Two instances with the same configuration on one database, as behind a load balancer. */
describe('two instances sharing JWT_SECRET', () => {
  let database: Database;
  let config: Config;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig({
      JWT_SECRET: 'tW9xQ2vL5nR8kP1mZ4cB7fH0jD3gS6yU9eA2iO5rT8w',
      DATA_DIR: tempDataDir(),
    });
    await seedCatalogue(database.db, config);
    const instance = () => buildApp({ config, database, jwtSecret: resolveJwtSecret(config) });
    [a, b] = await Promise.all([instance(), instance()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.close();
  });

  it('accept each other’s phone codes, refresh tokens, access tokens and preview links', async () => {
    const phone = uniquePhone();
    const remoteAddress = uniqueIp();
    const signedUp = await a.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: {
        name: 'Ayu Kartika',
        email: uniqueEmail(),
        phone,
        password: 'kata-sandi-rahasia',
        registration_source: 'Teman',
      },
    });
    expect(signedUp.statusCode).toBe(201);

    const code = await latestSmsCode({ config } as never, phone);
    const verified = await b.inject({
      method: 'POST',
      url: '/api/verify-otp',
      remoteAddress,
      payload: { phone, code },
    });
    expect(verified.statusCode).toBe(200);
    const cookie = refreshCookieOf(verified)!;

    const refreshed = await a.inject({
      method: 'POST',
      url: '/api/refresh-token',
      remoteAddress,
      headers: { 'content-type': 'application/json', origin: config.site.publicUrl },
      payload: {},
      cookies: { [cookie.name]: cookie.value },
    });
    expect(refreshed.statusCode).toBe(200);
    const accessToken = refreshed.json().data.accessToken as string;
    const me = await b.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);

    const userId = verified.json().data.user.user_id as string;
    const { invitation } = await createTestCouple(database.db, { status: 'draft' });
    // The draft belongs to the new account, so its own token asks for the preview.
    await database.db.update(invitations).set({ userId }).where(eq(invitations.id, invitation.id));
    const issued = await a.inject({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/preview`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(issued.statusCode).toBe(200);
    const link = new URL(issued.json().data.url as string);
    const preview = await b.inject(`${link.pathname}${link.search}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Pratinjau: undangan ini belum diterbitkan.');
  });
});
