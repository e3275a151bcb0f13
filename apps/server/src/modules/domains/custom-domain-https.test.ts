import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomDomainStatus } from '@kabar/shared';
import { startLocalCaddy, CADDY_PATH, type LocalCaddy } from '../../test/local-caddy';
import { startLocalDnsServer, type LocalDnsServer } from '../../test/local-dns-server';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { createTestInvitation } from '../../test/test-invitations';

const env: Record<string, string> = {
  CUSTOM_DOMAIN_TARGET: 'tamu.kabar-uji.id',
  TRUST_PROXY: '1',
};
let dns: LocalDnsServer;
let caddy: LocalCaddy | undefined;
beforeAll(async () => {
  dns = await startLocalDnsServer();
  env.DNS_SERVERS = dns.address;
});
const ctx = useTestApp({ env });
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  caddy = await startLocalCaddy({
    upstream: `127.0.0.1:${port}`,
    askUrl: `http://127.0.0.1:${port}/api/domains/ask`,
  });
}, 30_000);
afterAll(async () => {
  await caddy?.stop();
  await dns?.close();
});

interface HttpsAnswer {
  status: number;
  body: string;
}

/** An HTTPS GET through Caddy for `hostname`, resolved to 127.0.0.1, trusting Caddy's own CA. */
function getOverHttps(hostname: string, ca: string, urlPath = '/'): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port: caddy!.httpsPort,
        servername: hostname,
        headers: { host: hostname },
        path: urlPath,
        ca,
        timeout: 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

async function domainFor(hostname: string) {
  const user = await createTestUser(ctx.database.db, { plan: 'vip' });
  const invitation = await createTestInvitation(ctx.database.db, user.id);
  const headers = await authHeaders(ctx, user);
  const url = `/api/invitations/${invitation.id}/domain`;
  const added = await ctx.app.inject({
    method: 'PUT',
    url,
    headers,
    payload: { domain: hostname },
  });
  expect(added.statusCode).toBe(201);
  const status = async (method: 'GET' | 'POST', suffix = '') =>
    (await ctx.app.inject({ method, url: `${url}${suffix}`, headers })).json()
      .data as CustomDomainStatus;
  return { invitation, records: (added.json().data as CustomDomainStatus).domain!.records, status };
}

describe('HTTPS through Caddy with on-demand certificates', () => {
  it('gets no certificate for an unverified domain and serves a verified one over HTTPS', async () => {
    const ca = await caddy!.rootCertificate();
    const pending = await domainFor(`belum.rina-${process.pid}.test`);
    const refused = /alert internal error|ECONNRESET|socket hang up/;
    await expect(getOverHttps(`belum.rina-${process.pid}.test`, ca)).rejects.toThrow(refused);
    expect(pending.records).toHaveLength(2);

    const hostname = `undangan.rina-${process.pid}.test`;
    const { invitation, records, status } = await domainFor(hostname);
    for (const record of records) dns.set(record.name, record.type, [record.value]);
    expect((await status('POST', '/check')).domain!.state).toBe('terverifikasi');

    const page = await getOverHttps(hostname, ca);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="https://${hostname}/"/>`);
    expect(page.body).toContain('Sinta');
    const calendar = await getOverHttps(hostname, ca, `/${invitation.slug}/kalender.ics`);
    expect(calendar.body).toContain('BEGIN:VCALENDAR');
    // Caddy told the app the visit was HTTPS: the couple sees the certificate as active.
    expect((await status('GET')).domain!.state).toBe('sertifikat_aktif');
    // The name still unverified stays without a certificate.
    await expect(getOverHttps(`belum.rina-${process.pid}.test`, ca)).rejects.toThrow();
    expect(caddy!.log()).not.toContain(
      `"belum.rina-${process.pid}.test"],"msg":"certificate obtained`,
    );
  }, 30_000);

  it('ships a Caddyfile that Caddy accepts', () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-caddy-validate-'));
    const result = spawnSync(
      CADDY_PATH,
      [
        'validate',
        '--config',
        path.resolve(import.meta.dirname, '../../../../../deploy/Caddyfile'),
        '--adapter',
        'caddyfile',
      ],
      {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          HOME: home,
          XDG_DATA_HOME: home,
          XDG_CONFIG_HOME: home,
          PUBLIC_HOST: 'kabar.id',
          ACME_EMAIL: 'ops@kabar.id',
          KABAR_UPSTREAMS: 'app1:3000 app2:3000',
          KABAR_ASK: 'app1:3000',
        },
      },
    );
    fs.rmSync(home, { recursive: true, force: true });
    expect(result.stderr + result.stdout).toContain('Valid configuration');
    expect(result.status).toBe(0);
  });
});
