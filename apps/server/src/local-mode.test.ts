import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { tempDataDir, uniqueEmail, uniqueIp, uniquePhone } from './test/auth-helpers';
import { useTestApp } from './test/test-app';

// `npm start` runs NODE_ENV=production (React's build) in local mode over plain http.
const ctx = useTestApp({
  seed: false,
  env: { NODE_ENV: 'production', KABAR_MODE: 'local', DATA_DIR: tempDataDir() },
});

describe('local mode under NODE_ENV=production (npm start)', () => {
  it('is decided by the mode, not by NODE_ENV', () => {
    expect(ctx.config.isProduction).toBe(false);
    expect(ctx.config.auth.devOtpCode).toBe('123456');
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.isProduction).toBe(true);
    expect(production.auth.devOtpCode).toBeNull();
  });

  it('sends no HSTS over http', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('accepts the development phone code and shows the outbox', async () => {
    const phone = uniquePhone();
    const remoteAddress = uniqueIp();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: {
        name: 'Ayu Kartika',
        email: uniqueEmail(),
        phone,
        password: 'kata-sandi-rahasia',
        registration_source: 'Media Sosial',
      },
    });
    expect(registered.statusCode).toBe(201);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      remoteAddress,
      payload: { phone, code: '123456' },
    });
    expect(verified.statusCode).toBe(200);
    const outbox = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
  });
});
