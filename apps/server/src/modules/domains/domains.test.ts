import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomDomainStatus, GuestDto } from '@kabar/shared';
import { ASSET_PREFIX } from '@kabar/themes';
import { useTestApp, type TestContext } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { startLocalDnsServer, type LocalDnsServer } from '../../test/local-dns-server';
import { createTestInvitation } from '../../test/test-invitations';
import { users } from '../users/users.schema';
import { checkAllDomains } from './check-domains';
import { customDomains } from './domains.schema';

const TARGET = 'tamu.kabar-uji.id';
const ADDRESS = '203.0.113.10';
const env: Record<string, string> = {
  CUSTOM_DOMAIN_TARGET: TARGET,
  CUSTOM_DOMAIN_IPV4: ADDRESS,
  TRUST_PROXY: '1',
  INVITATION_DOMAIN: 'kabar-uji.id',
};
let dns: LocalDnsServer;
beforeAll(async () => {
  dns = await startLocalDnsServer();
  env.DNS_SERVERS = dns.address;
});
afterAll(() => dns?.close());
const ctx: TestContext = useTestApp({ env });

const HOUR = 60 * 60 * 1000;
let counter = 0;
const uniqueHost = (prefix: string) => `${prefix}-${process.pid}-${++counter}.test`;

async function couple(plan: 'vip' | 'premium' = 'vip') {
  const user = await createTestUser(ctx.database.db, { plan });
  const invitation = await createTestInvitation(ctx.database.db, user.id);
  const headers = await authHeaders(ctx, user);
  const url = `/api/invitations/${invitation.id}/domain`;
  const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path = '', payload?: object) => {
    const res = await ctx.app.inject({ method, url: `${url}${path}`, headers, payload });
    return {
      status: res.statusCode,
      body: res.json() as { data: CustomDomainStatus; meta: { msg: string } },
    };
  };
  return { user, invitation, headers, call };
}

const visit = (host: string, url = '/', headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { host, ...headers } });
/** Over real HTTP, with the path sent exactly as written (inject would resolve dot segments). */
async function rawVisit(host: string, path: string) {
  const address = ctx.app.server.address();
  const port = address && typeof address === 'object' ? address.port : (await listening()).port;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
async function listening() {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return ctx.app.server.address() as AddressInfo;
}
const ask = (domain: string) =>
  ctx.app.inject(`/api/domains/ask?domain=${encodeURIComponent(domain)}`);

/** Creates the records the dashboard lists, on the local DNS server. */
function publishRecords(hostname: string, status: CustomDomainStatus) {
  for (const record of status.domain!.records) dns.set(record.name, record.type, [record.value]);
  expect(status.domain!.records.map((record) => record.type)).toContain('TXT');
  return hostname;
}

describe('adding a custom domain', () => {
  it('is for VIP couples: others see that it exists and are refused', async () => {
    const { call } = await couple('premium');
    const shown = await call('GET');
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ entitled: false, domain: null });
    const refused = await call('PUT', '', { domain: uniqueHost('premium') });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.msg).toContain('paket VIP');
  });

  it('normalises the name, lists the records and refuses names that are not a couple’s', async () => {
    const { call } = await couple();
    for (const bad of [
      '127.0.0.1',
      'localhost',
      'rina.kabar-uji.id',
      `${TARGET}`,
      'x.localhost',
      'rina',
    ]) {
      const res = await call('PUT', '', { domain: bad });
      expect(res.status, bad).toBe(422);
    }
    const added = await call('PUT', '', { domain: ' HTTPS://Undangan.Rina-Budi.TEST/ ' });
    expect(added.status).toBe(201);
    const domain = added.body.data.domain!;
    expect(domain.hostname).toBe('undangan.rina-budi.test');
    expect(domain.state).toBe('menunggu_dns');
    expect(domain.zone).toBe('rina-budi.test');
    expect(domain.apex).toBe(false);
    expect(domain.serving).toBe(false);
    expect(domain.records).toEqual([
      { type: 'CNAME', name: 'undangan.rina-budi.test', value: TARGET, found: false },
      {
        type: 'TXT',
        name: '_kabar-verify.undangan.rina-budi.test',
        value: expect.stringMatching(/^kabar-verify=[0-9a-f]{32}$/),
        found: false,
      },
    ]);
    const second = await call('PUT', '', { domain: uniqueHost('kedua') });
    expect(second.status).toBe(409);
  });

  it('gives an apex A records to our addresses, and turns Unicode into punycode', async () => {
    const { call } = await couple();
    const added = await call('PUT', '', { domain: 'RinaDanBüdi.test' });
    expect(added.status).toBe(201);
    const domain = added.body.data.domain!;
    expect(domain.hostname).toBe('xn--rinadanbdi-heb.test');
    expect(domain.apex).toBe(true);
    expect(domain.records[0]).toEqual({
      type: 'A',
      name: 'xn--rinadanbdi-heb.test',
      value: ADDRESS,
      found: false,
    });
  });

  it('refuses a domain another couple verified, and another couple cannot see or remove yours', async () => {
    const first = await couple();
    const hostname = uniqueHost('punya-rina');
    const added = await first.call('PUT', '', { domain: hostname });
    expect(added.status).toBe(201);
    publishRecords(hostname, added.body.data);
    expect((await first.call('POST', '/check')).body.data.domain!.state).toBe('terverifikasi');
    const other = await couple();
    const taken = await other.call('PUT', '', { domain: hostname.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.meta.msg).toBe('Domain ini sudah dipakai undangan lain.');
    for (const method of ['GET', 'DELETE', 'POST'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/invitations/${first.invitation.id}/domain${method === 'POST' ? '/check' : ''}`,
        headers: other.headers,
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await first.call('GET')).body.data.domain?.hostname).toBe(hostname);
    // Removing it frees the name for the other couple.
    expect((await first.call('DELETE')).status).toBe(200);
    expect((await other.call('PUT', '', { domain: hostname })).status).toBe(201);
  });
});

describe('issue 25: an unverified claim', () => {
  it('does not block the owner: the claim that verifies displaces the pending ones', async () => {
    const hostname = uniqueHost('milik-dewi');
    const squatter = await couple();
    expect((await squatter.call('PUT', '', { domain: hostname })).status).toBe(201);

    const owner = await couple();
    const claimed = await owner.call('PUT', '', { domain: hostname });
    expect(claimed.status).toBe(201);
    publishRecords(hostname, claimed.body.data);
    const checked = await owner.call('POST', '/check');
    expect(checked.body.data.domain).toMatchObject({ state: 'terverifikasi', serving: true });
    expect((await visit(hostname)).body).toContain(`href="https://${hostname}/"`);

    // The squatter's claim is gone, and the verified name is no longer theirs to claim.
    expect((await squatter.call('GET')).body.data.domain).toBeNull();
    const again = await squatter.call('PUT', '', { domain: hostname });
    expect(again.status).toBe(409);
    expect(again.body.meta.msg).toBe('Domain ini sudah dipakai undangan lain.');
  });
});

describe('verifying with the local DNS server, then serving', () => {
  it('waits, fails with why, verifies, serves the page and falls back after the grace period', async () => {
    const { call, invitation, headers } = await couple();
    const hostname = `undangan.${uniqueHost('rina')}`;
    const added = await call('PUT', '', { domain: hostname });
    const records = added.body.data.domain!.records;

    // Nothing at the DNS provider yet.
    let checked = await call('POST', '/check');
    expect(checked.body.data.domain).toMatchObject({ state: 'menunggu_dns', serving: false });
    expect(checked.body.data.domain!.reason).toContain(
      `Belum ada record TXT _kabar-verify.${hostname}`,
    );
    expect((await visit(hostname)).statusCode).toBe(404);
    expect((await ask(hostname)).statusCode).toBe(404);

    // Pointed somewhere else: failed, and the couple reads why.
    dns.set(hostname, 'CNAME', ['situs-lain.example']);
    await ctx.database.db
      .update(customDomains)
      .set({ checkedAt: null })
      .where(eq(customDomains.hostname, hostname));
    checked = await call('POST', '/check');
    expect(checked.body.data.domain!.state).toBe('gagal');
    expect(checked.body.data.domain!.reason).toContain(
      `CNAME ${hostname} mengarah ke situs-lain.example, seharusnya ${TARGET}.`,
    );

    publishRecords(hostname, added.body.data);
    await ctx.database.db
      .update(customDomains)
      .set({ checkedAt: null })
      .where(eq(customDomains.hostname, hostname));
    checked = await call('POST', '/check');
    expect(checked.body.data.domain).toMatchObject({
      state: 'terverifikasi',
      serving: true,
      reason: null,
    });
    expect(checked.body.data.domain!.records.every((record) => record.found)).toBe(true);
    expect(records).toHaveLength(2);

    // Served exactly as /{slug}, with the couple's domain as the canonical address.
    const page = await visit(hostname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="https://${hostname}/"/>`);
    expect(page.body).toContain(
      `<meta property="og:image" content="https://${hostname}/${invitation.slug}/og.jpg?v=${invitation.version}"/>`,
    );
    expect(page.body).toContain('Sinta');
    // The main page keeps its own canonical: the caches do not mix.
    const main = await ctx.app.inject(`/${invitation.slug}`);
    expect(main.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/${invitation.slug}"/>`,
    );
    expect((await visit(hostname)).body).toContain(`href="https://${hostname}/"`);

    expect((await visit(hostname, `/${invitation.slug}?to=Budi`)).headers.location).toBe(
      '/?to=Budi',
    );
    expect(
      (await visit(hostname, `/${invitation.slug}/kalender.ics`)).headers['content-type'],
    ).toContain('text/calendar');
    expect((await visit(hostname, `/${invitation.slug}/og.jpg`)).headers['content-type']).toBe(
      'image/jpeg',
    );
    const rsvp = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: { host: hostname, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Budi&attendance=hadir&guests=2',
      remoteAddress: '10.77.0.1',
    });
    expect(rsvp.statusCode).toBe(303);
    expect(rsvp.headers.location).toMatch(/^\/\?jawaban=[0-9a-f-]{36}#rsvp$/);
    const wish = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/ucapan`,
      headers: { host: hostname, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Sari&message=Selamat+menempuh+hidup+baru',
      remoteAddress: '10.77.0.2',
    });
    expect(wish.headers.location).toBe('/?terkirim=ucapan#ucapan');

    // A personal link works on the domain too.
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/guests`,
      headers,
      payload: { name: 'Pak Harun', phone: '081298765431', invitedCount: 2 },
    });
    const { token } = guest.json().data as GuestDto;
    const personal = await visit(hostname, `/?g=${token}`);
    expect(personal.statusCode).toBe(200);
    expect(personal.body).toContain('Pak Harun');

    // Nothing of any other invitation, nor the rest of the site, on this name.
    expect((await visit(hostname, '/demo-kebaya-rose')).statusCode).toBe(404);
    expect((await visit(hostname, '/demo-kebaya-rose/kalender.ics')).statusCode).toBe(404);
    expect((await visit(hostname, '/dashboard')).statusCode).toBe(404);
    // issue 25: dot segments never reach the app shell through the invitation's own prefix.
    for (const dotted of [
      `/${invitation.slug}/../dashboard`,
      `/${invitation.slug}/%2e%2e/login`,
      `/${invitation.slug}/./x`,
      `${ASSET_PREFIX}../../dashboard`,
    ]) {
      const answer = await rawVisit(hostname, dotted);
      expect(answer, dotted).toEqual({ status: 404, body: '404 Not Found' });
    }
    expect((await visit(hostname, '/api/health')).statusCode).toBe(404);
    expect((await ask(hostname.toUpperCase())).statusCode).toBe(200);
    // issue 25: the TLS server asks with a bare name; anything around it is not a name we serve.
    for (const dressed of [
      `https://${hostname}`,
      `${hostname}/x`,
      ` ${hostname}`,
      `${hostname}#`,
    ]) {
      expect((await ask(dressed)).statusCode, dressed).toBe(404);
    }

    // The first visit through the TLS server shows the certificate works.
    await visit(hostname, '/', { 'x-forwarded-proto': 'https' });
    expect((await call('GET')).body.data.domain!.state).toBe('sertifikat_aktif');

    // The TXT record disappears: it keeps serving through the grace period, with a warning.
    dns.remove(`_kabar-verify.${hostname}`);
    await ctx.database.db
      .update(customDomains)
      .set({ checkedAt: null })
      .where(eq(customDomains.hostname, hostname));
    checked = await call('POST', '/check');
    expect(checked.body.data.domain).toMatchObject({ state: 'sertifikat_aktif', serving: true });
    expect(checked.body.data.domain!.notice).toContain('Record DNS tidak lagi ditemukan');
    expect(checked.body.data.domain!.records.find((record) => record.type === 'TXT')!.found).toBe(
      false,
    );

    // After the grace period the background check sets it back to waiting, and it stops serving.
    const later = new Date(Date.now() + 73 * HOUR);
    const pass = await checkAllDomains(ctx.app.domains, later);
    expect(pass.changed).toContain(hostname);
    ctx.app.domains.hosts.forget();
    expect((await call('GET')).body.data.domain).toMatchObject({
      state: 'menunggu_dns',
      serving: false,
    });
    expect((await visit(hostname)).statusCode).toBe(404);
    expect((await ask(hostname)).statusCode).toBe(404);
  });
});

describe('hosts that are not a served domain', () => {
  it('answers a plain 404, never another couple’s page', async () => {
    const res = await visit('tidak-dikenal.test', '/demo-kebaya-rose');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await visit('tidak-dikenal.test')).statusCode).toBe(404);
    expect((await ask('tidak-dikenal.test')).statusCode).toBe(404);
    expect((await ask('bukan domain')).statusCode).toBe(404);
    // Our own names are untouched.
    expect((await visit('localhost:3000', '/demo-kebaya-rose')).statusCode).toBe(200);
    expect((await visit('demo-kebaya-rose.kabar-uji.id')).statusCode).toBe(200);
  });
});

describe('when the plan no longer includes custom domains', () => {
  it('keeps serving through the notice, tells the couple why, then stops', async () => {
    const { call, user } = await couple();
    const hostname = uniqueHost('refund');
    const added = await call('PUT', '', { domain: hostname });
    publishRecords(hostname, added.body.data);
    expect((await call('POST', '/check')).body.data.domain!.serving).toBe(true);
    expect((await visit(hostname)).statusCode).toBe(200);

    // The VIP order is refunded: the plan goes down (orders/entitlements do this on a refund).
    await ctx.database.db.update(users).set({ plan: 'premium' }).where(eq(users.id, user.id));
    ctx.app.domains.hosts.forget();
    // The couple opening the dashboard first sees the notice at once.
    let status = (await call('GET')).body.data;
    expect(status.domain!.notice).toContain('tidak lagi termasuk Custom Domain');
    expect((await visit(hostname)).statusCode).toBe(200);
    status = (await call('GET')).body.data;
    expect(status.entitled).toBe(false);
    expect(status.domain!.serving).toBe(true);
    expect(status.domain!.notice).toContain('tidak lagi termasuk Custom Domain');
    expect(status.domain!.stops_at).not.toBeNull();

    // The notice period passes.
    await ctx.database.db
      .update(customDomains)
      .set({ planLostAt: new Date(Date.now() - 8 * 24 * HOUR) })
      .where(eq(customDomains.hostname, hostname));
    ctx.app.domains.hosts.forget();
    expect((await visit(hostname)).statusCode).toBe(404);
    expect((await ask(hostname)).statusCode).toBe(404);
    status = (await call('GET')).body.data;
    expect(status.domain!.serving).toBe(false);
    expect(status.domain!.notice).toContain('Domain berhenti melayani sejak');

    // VIP again: the notice ends and it serves again.
    await ctx.database.db.update(users).set({ plan: 'vip' }).where(eq(users.id, user.id));
    ctx.app.domains.hosts.forget();
    expect((await visit(hostname)).statusCode).toBe(200);
    expect((await call('GET')).body.data.domain!.notice).toBeNull();
  });
});
