import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_NAME_MAX } from '@kabar/shared';
import { demoInvitationId } from '../../seed/demo-invitations';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { invitations } from '../invitations/invitations.schema';
import { rsvps, wishes } from '../rsvps/rsvps.schema';
import { createTestInvitation } from '../../test/test-invitations';

const ctx = useTestApp();
const json = { accept: 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
let ipCounter = 0;
/** Each test writes from its own address so the per-IP limit only bites where it is tested. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function newInvitation(options: Parameters<typeof createTestInvitation>[2] = {}) {
  const user = await createTestUser(ctx.database.db, { plan: 'vip' });
  return { user, invitation: await createTestInvitation(ctx.database.db, user.id, options) };
}

describe('GET /{slug}', () => {
  it('renders a published demo invitation with link-preview tags and noindex', async () => {
    const res = await ctx.app.inject('/demo-kebaya-rose');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<title>The Wedding of Nadia &amp; Raka</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/demo-kebaya-rose"/>');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/demo-kebaya-rose\/og\.jpg\?v=\d+"\/>/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('Sabtu, 20 Maret 2027');
    expect(html).toContain('Kepada Yth.');
    expect(html).toContain('Buka Undangan');
    expect(html).not.toMatch(/https:\/\/fonts\.|<script>|kbslot/);
  });

  it('shows a hostile ?to= name as text', async () => {
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const res = await ctx.app.inject(`/demo-kebaya-rose?to=${encodeURIComponent(hostile)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
  });

  it('greets the guest from ?to= on the cover and in the forms', async () => {
    const res = await ctx.app.inject('/demo-kebaya-rose?to=Budi%20%26%20Keluarga');
    expect(res.body).toContain('<p class="to-name">Budi &amp; Keluarga</p>');
    expect(res.body).toMatch(/<input type="text"[^>]* name="name" value="Budi &amp; Keluarga"\/>/);
  });

  it('answers unpublished links with the guest 404 page and other one-segment paths with the app’s', async () => {
    const { invitation } = await newInvitation({ status: 'draft' });
    for (const url of ['/harga', '/logn', '/tidak-ada-undangan']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Undangan tidak ditemukan');
    }
    for (const url of [`/${invitation.slug}`]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Undangan tidak ditemukan');
      expect(res.body).toContain('Kembali ke Beranda');
    }
  });

  it('leaves our own paths to the web app', async () => {
    for (const url of ['/login', '/dashboard', '/api', '/themes-detail']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        data: null,
        meta: { code: 404, msg: 'Alamat tidak ditemukan.' },
      });
    }
  });

  it('answers at {slug}.{INVITATION_DOMAIN} and {slug}.localhost by Host header', async () => {
    for (const host of ['demo-kebaya-rose.kabar.id', 'demo-kebaya-rose.localhost:3000']) {
      const res = await ctx.app.inject({ url: '/?to=Budi', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('The Wedding of Nadia &amp; Raka');
      expect(res.body).toContain('<p class="to-name">Budi</p>');
    }
    const unknown = await ctx.app.inject({ url: '/', headers: { host: 'tidak-ada.kabar.id' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Undangan tidak ditemukan');
  });

  it('shows a map only when the guest asks for it', async () => {
    const plain = await ctx.app.inject('/demo-kebaya-rose');
    expect(plain.body).not.toContain('<iframe');
    expect(plain.body).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
    const asked = await ctx.app.inject('/demo-kebaya-rose?peta=ibadah');
    expect(asked.body).toMatch(
      /<iframe title="Peta Masjid Pusdai Jawa Barat" src="https:\/\/www\.google\.com\/maps\?q=/,
    );
  });

  it('serves the page script, fonts and demo photos from our own server', async () => {
    const html = (await ctx.app.inject('/demo-keraton-emas')).body;
    const script = /<script src="(\/static\/invitation\/[^"]+\.js)"/.exec(html)![1]!;
    const scriptRes = await ctx.app.inject(script);
    expect(scriptRes.statusCode).toBe(200);
    expect(scriptRes.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(scriptRes.body.length).toBeLessThan(12 * 1024);
    const font = /href="(\/static\/invitation\/[^"]+\.woff2)"/.exec(html)![1]!;
    expect((await ctx.app.inject(font)).headers['content-type']).toBe('font/woff2');
    const photo = /src="(\/media\/demo\/[^"]+\.webp)"/.exec(html)![1]!;
    expect((await ctx.app.inject(photo)).headers['content-type']).toBe('image/webp');
  });

  it('serves each page its own signed cut of the names face, and no cut it did not sign', async () => {
    const html = (await ctx.app.inject('/demo-keraton-emas')).body;
    const own =
      /rel="preload" as="font" type="font\/woff2" href="(\/static\/invitation\/p\/[^"]+)"/.exec(
        html,
      )![1]!;
    const res = await ctx.app.inject(own);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');

    const [id, , mac] = own.slice(own.lastIndexOf('/') + 1).split('.');
    const forged = `/static/invitation/p/${id}.${Buffer.from('ABCDEFGH').toString('base64url')}.${mac}.woff2`;
    expect((await ctx.app.inject(forged)).statusCode).toBe(404);
  });
});

describe('issue 25: a page whose names write many letters', () => {
  it('gets its own font cut however long its address', async () => {
    const { invitation } = await newInvitation({
      themeCode: 'keraton-emas',
      content: {
        brideName: 'Aqila Bryzh Cwynfjöx Dévé',
        groomName: 'Mark Ugo Ì Ñuñez Kqbplvstw Ŷzàâäçèêëîï',
      },
    });
    const html = (await ctx.app.inject(`/${invitation.slug}`)).body;
    const own =
      /rel="preload" as="font" type="font\/woff2" href="(\/static\/invitation\/p\/[^"]+)"/.exec(
        html,
      )![1]!;
    const file = own.slice(own.lastIndexOf('/') + 1);
    expect(file.length).toBeGreaterThan(100);
    const res = await ctx.app.inject(own);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });
});

describe('POST /{slug}/rsvp', () => {
  it('stores an answer and folds the same guest answering again into one row', async () => {
    const { invitation } = await newInvitation();
    const ip = nextIp();
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/${invitation.slug}/rsvp`,
        headers: json,
        payload,
        remoteAddress: ip,
      });
    const first = await post({ name: 'Budi Santoso', attendance: 'ragu', guests: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta.msg).toBe(
      'Terima kasih, Budi Santoso. Jawaban Anda: Masih Ragu. Kirim ulang formulir ini bila ingin mengubahnya.',
    );
    const second = await post({ name: '  budi   SANTOSO ', attendance: 'hadir', guests: '3' });
    expect(second.json().meta.msg).toContain('Jawaban Anda: Hadir, 3 orang.');
    const rows = await ctx.database.db
      .select()
      .from(rsvps)
      .where(eq(rsvps.invitationId, invitation.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attendance: 'hadir', guests: 3 });
  });

  it('holds names and head counts to their limits', async () => {
    const { invitation } = await newInvitation();
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/${invitation.slug}/rsvp`,
        headers: json,
        payload,
        remoteAddress: nextIp(),
      });
    const long = await post({
      name: 'x'.repeat(GUEST_NAME_MAX + 1),
      attendance: 'hadir',
      guests: 1,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().data.errors.name).toBe('Nama maksimal 50 karakter.');
    expect((await post({ name: 'Budi', attendance: 'hadir', guests: 6 })).statusCode).toBe(422);
    expect((await post({ name: 'Budi', attendance: 'hadir', guests: 0 })).statusCode).toBe(422);
    expect((await post({ name: 'Budi', attendance: 'kadang', guests: 1 })).statusCode).toBe(422);
    expect(
      (await post({ name: 'x'.repeat(GUEST_NAME_MAX), attendance: 'hadir', guests: 5 })).statusCode,
    ).toBe(200);
  });

  it('works as a plain form: redirects back to the page, which shows the answer', async () => {
    const { invitation } = await newInvitation();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: form,
      payload: 'to=Budi&name=Budi&attendance=hadir&guests=2&message=Sampai+jumpa&website=',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(
      new RegExp(`^/${invitation.slug}\\?to=Budi&jawaban=[0-9a-f-]{36}#rsvp$`),
    );
    const page = await ctx.app.inject(location.replace(/#.*/, ''));
    expect(page.body).toContain('Terima kasih, Budi. Jawaban Anda: Hadir, 2 orang.');
  });

  it('drops a bot that fills the honeypot without storing anything', async () => {
    const { invitation } = await newInvitation();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: json,
      payload: { name: 'Bot', attendance: 'hadir', guests: 1, website: 'http://spam.example' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(rsvps)
      .where(eq(rsvps.invitationId, invitation.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses writes to a draft and to an invitation whose plan has no RSVP', async () => {
    const { invitation } = await newInvitation({ status: 'draft' });
    const draft = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: json,
      payload: { name: 'Budi', attendance: 'hadir', guests: 1 },
      remoteAddress: nextIp(),
    });
    expect(draft.statusCode).toBe(404);
    const draftWish = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/ucapan`,
      headers: json,
      payload: { name: 'Budi', message: 'Selamat' },
      remoteAddress: nextIp(),
    });
    expect(draftWish.statusCode).toBe(404);
    const basic = await ctx.app.inject({
      method: 'POST',
      url: '/demo-melati-putih/rsvp',
      headers: json,
      payload: { name: 'Budi', attendance: 'hadir', guests: 1 },
      remoteAddress: nextIp(),
    });
    expect(basic.statusCode).toBe(403);
    expect(basic.json().meta.msg).toBe('Konfirmasi kehadiran tidak tersedia untuk undangan ini.');
    const stored = await ctx.database.db
      .select()
      .from(rsvps)
      .where(eq(rsvps.invitationId, invitation.id));
    expect(stored).toHaveLength(0);
  });

  it('limits writes per IP address', async () => {
    const { invitation } = await newInvitation();
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/${invitation.slug}/rsvp`,
        headers: json,
        payload: { name: `Tamu ${i}`, attendance: 'hadir', guests: 1 },
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    const other = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: json,
      payload: { name: 'Tamu lain', attendance: 'hadir', guests: 1 },
      remoteAddress: nextIp(),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /{slug}/ucapan (Ucapan & Doa)', () => {
  it('shows <script> as text, newest first, and folds the same wish on the same day', async () => {
    const { invitation } = await newInvitation();
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/${invitation.slug}/ucapan`,
        headers: json,
        payload,
        remoteAddress: nextIp(),
      });
    expect((await post({ name: 'Sari', message: 'Selamat berbahagia!' })).statusCode).toBe(200);
    expect((await post({ name: 'Tono', message: '<script>alert("x")</script>' })).statusCode).toBe(
      200,
    );
    expect((await post({ name: 'tono', message: '<script>alert("x")</script>' })).statusCode).toBe(
      200,
    );
    const stored = await ctx.database.db
      .select()
      .from(wishes)
      .where(eq(wishes.invitationId, invitation.id));
    expect(stored).toHaveLength(2);
    expect(stored.find((wish) => wish.name === 'Tono')?.message).toBe(
      '<script>alert("x")</script>',
    );

    const page = (await ctx.app.inject(`/${invitation.slug}`)).body;
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert');
    expect(page.indexOf('Tono')).toBeLessThan(page.indexOf('Sari</p>'));
    expect(page).toContain('2 ucapan');
  });

  it('needs a message and caps its length', async () => {
    const { invitation } = await newInvitation();
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/${invitation.slug}/ucapan`,
        headers: json,
        payload,
        remoteAddress: nextIp(),
      });
    expect((await post({ name: 'Sari', message: '   ' })).statusCode).toBe(422);
    expect((await post({ name: 'Sari', message: 'x'.repeat(1001) })).statusCode).toBe(422);
    expect((await post({ name: 'Sari', message: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('pages the guest book ten at a time, with and without JavaScript', async () => {
    const { invitation } = await newInvitation();
    for (let i = 1; i <= 12; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: `/${invitation.slug}/ucapan`,
        headers: json,
        payload: { name: `Tamu ${i}`, message: `Doa ke-${i}` },
        remoteAddress: nextIp(),
      });
    }
    const first = (await ctx.app.inject(`/${invitation.slug}?to=Budi`)).body;
    expect(first).toContain('Halaman 1 dari 2');
    expect(first).toContain('href="?to=Budi&amp;ucapan=2#ucapan"');
    const second = (await ctx.app.inject(`/${invitation.slug}?ucapan=2`)).body;
    expect(second).toContain('Doa ke-1<');
    expect(second).not.toContain('Doa ke-12<');
    const fragment = await ctx.app.inject(`/${invitation.slug}/ucapan?halaman=2`);
    expect(fragment.body).toContain('Doa ke-2<');
    expect(fragment.body).not.toContain('<html');
  });

  it('answers a plain form post with a redirect to the guest book', async () => {
    const { invitation } = await newInvitation();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/ucapan`,
      headers: form,
      payload: `to=Budi&name=Budi&message=${encodeURIComponent('Selamat ya')}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/${invitation.slug}?to=Budi&terkirim=ucapan#ucapan`);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/ucapan`,
      headers: form,
      payload: 'name=Budi&message=',
      remoteAddress: nextIp(),
    });
    expect(bad.headers.location).toBe(`/${invitation.slug}?galat=message&form=ucapan#ucapan`);
    const shown = await ctx.app.inject(`/${invitation.slug}?galat=message&form=ucapan`);
    expect(shown.body).toContain('class="notice err"');
  });
});

describe('a page asked for again within the same second', () => {
  it('shows a wish posted in between, a new name, and the asked encoding', async () => {
    const { invitation } = await newInvitation();
    const url = `/${invitation.slug}?to=Budi`;
    const first = await ctx.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('Selamat menempuh hidup baru');
    const again = await ctx.app.inject(url);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/ucapan`,
      headers: json,
      payload: { name: 'Sari', message: 'Selamat menempuh hidup baru' },
      remoteAddress: nextIp(),
    });
    expect(posted.statusCode).toBe(200);
    expect((await ctx.app.inject(url)).body).toContain('Selamat menempuh hidup baru');

    expect((await ctx.app.inject(`/${invitation.slug}?to=Wati`)).body).toContain('Wati');
    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await ctx.app.inject(url)).headers['content-encoding']).toBeUndefined();
  });

  /**
   * Only the clock is faked, from `firstAt` ms before the start of a whole second (`atMs` moves it
   * to that many ms after); the real one comes back whatever happens.
   */
  async function onFakeClock(
    firstAt: number,
    run: (atMs: (offset: number) => void) => Promise<void>,
  ): Promise<void> {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const second = Math.ceil(Date.now() / 1000) * 1000 + 10_000;
      vi.setSystemTime(second - firstAt);
      await run((offset) => vi.setSystemTime(second + offset));
    } finally {
      vi.useRealTimers();
    }
  }

  /** Written straight to the database, as another instance would, with no one told. */
  const wishFromAnotherInstance = (invitationId: string) =>
    ctx.database.db.insert(wishes).values({
      invitationId,
      name: 'Sari',
      message: 'Bahagia selalu',
      fingerprint: 'dari-instans-lain',
    });

  it('shows a wish another instance stored once the freshness window has passed, mid-second', async () => {
    const { invitation } = await newInvitation();
    const url = `/${invitation.slug}?to=Budi`;
    await onFakeClock(2900, async (atMs) => {
      await ctx.app.inject(`/${invitation.slug}?to=Ani`);
      atMs(50);
      expect((await ctx.app.inject(url)).body).not.toContain('Sari');
      await wishFromAnotherInstance(invitation.id);
      // The entry was checked 3.05 s ago: past the window, though the answer is of this second.
      atMs(150);
      expect((await ctx.app.inject(url)).body).toContain('Bahagia selalu');
    });
  });

  it('shows a wish another instance stored once the page is checked again, for every name', async () => {
    const { invitation } = await newInvitation();
    // The check after the freshness window (3 s) falls in the second the first name's answer was
    // made in.
    await onFakeClock(2100, async (atMs) => {
      await ctx.app.inject(`/${invitation.slug}?to=Ani`);
      atMs(500);
      expect((await ctx.app.inject(`/${invitation.slug}?to=Budi`)).body).not.toContain('Sari');
      await wishFromAnotherInstance(invitation.id);
      atMs(950);
      expect((await ctx.app.inject(`/${invitation.slug}?to=Cici`)).body).toContain(
        'Bahagia selalu',
      );
      expect((await ctx.app.inject(`/${invitation.slug}?to=Budi`)).body).toContain(
        'Bahagia selalu',
      );
    });
  });
});

describe('calendar, link preview and draft preview', () => {
  it('offers an .ics file with both events in UTC', async () => {
    const { invitation } = await newInvitation();
    const res = await ctx.app.inject(`/${invitation.slug}/kalender.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).toContain('DTSTART:20300615T000000Z');
    expect(res.body).toContain('DTSTART:20300615T030000Z');
    const one = await ctx.app.inject(`/${invitation.slug}/kalender.ics?acara=resepsi`);
    expect(one.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('draws a 1200x630 JPEG for link previews', async () => {
    const res = await ctx.app.inject('/demo-samudra-biru/og.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('indexes only when the couple opts in', async () => {
    const { invitation } = await newInvitation({ content: { search_indexing_enabled: true } });
    const res = await ctx.app.inject(`/${invitation.slug}`);
    expect(res.body).toContain('<meta name="robots" content="index, follow"/>');
    expect(res.headers['x-robots-tag']).toBe('all');
  });

  it('shows a draft only through a preview link issued to its owner', async () => {
    const { user, invitation } = await newInvitation({ status: 'draft' });
    const stranger = await createTestUser(ctx.database.db);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/preview`,
      headers: await authHeaders(ctx, stranger),
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/invitations/${invitation.id}/preview` }))
        .statusCode,
    ).toBe(401);

    const issued = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/preview`,
      headers: await authHeaders(ctx, user),
    });
    expect(issued.statusCode).toBe(200);
    const url = new URL(issued.json().data.url);
    const preview = await ctx.app.inject(`${url.pathname}${url.search}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.body).toContain('Pratinjau: undangan ini belum diterbitkan.');
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect((await ctx.app.inject(`${url.pathname}${url.search}x`)).statusCode).toBe(404);
    expect((await ctx.app.inject('/pratinjau')).statusCode).toBe(404);
  });

  it('shows changes once the editor bumps the version', async () => {
    const { invitation } = await newInvitation();
    expect((await ctx.app.inject(`/${invitation.slug}`)).body).toContain('Sinta');
    await ctx.database.db
      .update(invitations)
      .set({
        content: { ...invitation.content, brideName: 'Wulan Sari' },
        version: invitation.version + 1,
      })
      .where(and(eq(invitations.id, invitation.id)));
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await ctx.app.inject(`/${invitation.slug}`)).body).toContain('Wulan');
  });

  it('gives each seeded theme a published demo invitation as its website', async () => {
    const themes = (await ctx.app.inject('/api/themes')).json().data as { website_url: string }[];
    for (const theme of themes) {
      const url = new URL(theme.website_url);
      expect((await ctx.app.inject(url.pathname)).statusCode).toBe(200);
    }
    const [demo] = await ctx.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, demoInvitationId(0)));
    expect(demo?.status).toBe('published');
  });
});
