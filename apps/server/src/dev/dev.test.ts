import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDataDir, uniqueEmail, uniqueIp, uniquePhone } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';

const devDir = tempDataDir();
const dev = useTestApp({ env: { DATA_DIR: devDir } });
const production = useTestApp({ env: { NODE_ENV: 'production', DATA_DIR: tempDataDir() } });

describe('development tools', () => {
  it('lists outbox emails and SMS on /dev/outbox, escaped', async () => {
    const outbox = path.join(devDir, 'outbox');
    fs.mkdirSync(outbox, { recursive: true });
    fs.writeFileSync(
      path.join(outbox, 'a.json'),
      JSON.stringify({
        id: 'a',
        sentAt: new Date().toISOString(),
        to: 'rina@example.test',
        subject: 'Kode <b>reset</b>',
        text: 'Kode OTP-mu: 654321',
        html: '<p>654321</p>',
      }),
    );
    const phone = uniquePhone();
    await dev.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: uniqueIp(),
      payload: {
        name: 'Eka',
        email: uniqueEmail(),
        phone,
        password: 'kata-sandi-rahasia',
        registration_source: 'Teman',
      },
    });
    const page = await dev.app.inject('/dev/outbox');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kode &lt;b&gt;reset&lt;/b&gt;');
    expect(page.body).toContain('Kode OTP-mu: 654321');
    expect(page.body).toContain(`ke ${phone}`);
    const html = await dev.app.inject('/dev/outbox/a');
    expect(html.headers['content-security-policy']).toBe('sandbox');
    expect(html.body).toBe('<p>654321</p>');
  });
});

describe('in production', () => {
  it('has no outbox page and no local Google issuer', async () => {
    expect((await production.app.inject('/dev/outbox')).statusCode).toBe(404);
    expect((await production.app.inject('/dev/google/certs')).statusCode).toBe(404);
    expect(production.app.auth.localIssuer).toBeNull();
    const config = (await production.app.inject('/api/auth/google-config')).json().data;
    expect(config.enabled).toBe(false);
    const login = await production.app.inject({
      method: 'POST',
      url: '/api/login-google',
      payload: { credential: 'x'.repeat(40) },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().meta.msg).toBe('Login Google tidak diizinkan. Hubungi administrator.');
  });

  it('never accepts the development code 123456', async () => {
    expect(production.app.auth.codes.devCode).toBeNull();
    const phone = uniquePhone();
    const ip = uniqueIp();
    await production.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: ip,
      payload: {
        name: 'Eka',
        email: uniqueEmail(),
        phone,
        password: 'kata-sandi-rahasia',
        registration_source: 'Teman',
      },
    });
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { phone, code: '123456' },
      remoteAddress: ip,
    });
    // One in a million the real code is 123456; then it rightly succeeds.
    const { listSmsOutbox } = await import('../sms/development-sms-sender');
    const { smsOutboxDir } = await import('../sms/create-sms-sender');
    const sent = (await listSmsOutbox(smsOutboxDir(production.config)))[0]!.text;
    if (!sent.includes('123456')) expect(res.statusCode).toBe(400);
  });
});
