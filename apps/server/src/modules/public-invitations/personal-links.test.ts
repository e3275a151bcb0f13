import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { guestPersonalLink, type GuestDto } from '@kabar/shared';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { guests } from '../guests/guests.schema';
import { rsvps } from '../rsvps/rsvps.schema';
import { createTestInvitation } from '../../test/test-invitations';

const ctx = useTestApp();
const json = { accept: 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
let ipCounter = 0;
const nextIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const PHONE_DIGITS = '81298765432';

/** A published invitation with one guest on its list, added the way the couple adds one. */
async function invitationWithGuest(name = 'Budi <b>& Sari</b>', invitedCount = 2) {
  const user = await createTestUser(ctx.database.db, { plan: 'vip' });
  const invitation = await createTestInvitation(ctx.database.db, user.id);
  const headers = await authHeaders(ctx, user);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/invitations/${invitation.id}/guests`,
    headers,
    payload: { name, phone: `0${PHONE_DIGITS}`, invitedCount, notes: 'Catatan rahasia' },
  });
  expect(res.statusCode).toBe(201);
  const guest: GuestDto = res.json().data;
  const record = async () =>
    (await ctx.database.db.select().from(guests).where(eq(guests.id, guest.id)))[0]!;
  const answers = () =>
    ctx.database.db.select().from(rsvps).where(eq(rsvps.invitationId, invitation.id));
  return {
    invitation,
    guest,
    record,
    answers,
    personalUrl: `/${invitation.slug}?g=${guest.token}`,
  };
}

async function decodeSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(400, 400)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

function isPlain(html: string) {
  expect(html).toContain('<p class="to-name">Bapak/Ibu/Saudara/i</p>');
  expect(html).not.toContain('name="g"');
  expect(html).not.toContain('kartu-tamu');
  expect(html).not.toMatch(/<svg[^>]*aria-label="Kode QR/);
}

describe('GET /{slug}?g= (personal link)', () => {
  it('greets the guest by name, shows their QR and never their phone or notes', async () => {
    const { invitation, guest, personalUrl } = await invitationWithGuest();
    const res = await ctx.app.inject(personalUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    const html = res.body;
    expect(html).toContain('<p class="to-name">Budi &lt;b&gt;&amp; Sari&lt;/b&gt;</p>');
    expect(html).not.toContain('<b>& Sari');
    expect(html).not.toContain(PHONE_DIGITS);
    expect(html).not.toContain('Catatan rahasia');
    expect(html).not.toContain('kbslot');
    expect(html).toContain(`<input type="hidden" name="g" value="${guest.token}"/>`);
    expect(html).toMatch(
      /<input type="text"[^>]* readOnly="" name="name" value="Budi &lt;b&gt;&amp; Sari/,
    );
    // Invited to both step 2 events, the guest answers each (issue 27): one headcount per event.
    const select = /<select name="guests_[0-9a-f-]{36}">(.*?)<\/select>/.exec(html)![1]!;
    expect(select.match(/<option/g)).toHaveLength(2);
    expect(select).toContain('<option value="2" selected="">2 orang</option>');
    expect(html).not.toMatch(/name="attendance_[^"]*"[^>]*checked/);
    const svg = /<svg[^>]*aria-label="Kode QR tamu[^"]*"[\s\S]*?<\/svg>/.exec(html)![0];
    expect(await decodeSvg(svg)).toBe(
      guestPersonalLink(`${ctx.config.site.publicUrl}/${invitation.slug}`, guest.token),
    );
    expect(html).toContain('Undangan untuk 2 orang.');
  });

  it('marks the guest opened on the first visit only', async () => {
    const { record, personalUrl } = await invitationWithGuest();
    expect((await record()).openedAt).toBeNull();
    await ctx.app.inject(personalUrl);
    const first = (await record()).openedAt;
    expect(first).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await ctx.app.inject(personalUrl);
    expect((await record()).openedAt).toEqual(first);
  });

  it("falls back to the plain page for an unknown or another invitation's token", async () => {
    const mine = await invitationWithGuest();
    const theirs = await invitationWithGuest('Tamu Lain');
    for (const token of [theirs.guest.token, 'AAAAAAAAAAAAAAAA', '<script>', '']) {
      const res = await ctx.app.inject(`/${mine.invitation.slug}?g=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(200);
      isPlain(res.body);
      expect(res.body).not.toContain('Tamu Lain');
      expect(res.body).not.toContain(theirs.guest.token);
    }
    expect((await theirs.record()).openedAt).toBeNull();
  });

  it('never serves the personal page to plain or ?to= visitors from the cache', async () => {
    const { invitation, guest, personalUrl } = await invitationWithGuest();
    for (const encoding of ['gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const body = async (url: string) => {
        const res = await ctx.app.inject({ url, headers });
        return encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
      };
      expect(await body(personalUrl)).toContain('Budi &lt;b&gt;&amp; Sari');
      const plain = await body(`/${invitation.slug}`);
      isPlain(plain);
      expect(plain).not.toContain(guest.token);
      expect(plain).not.toContain('Sari');
      const named = await body(`/${invitation.slug}?to=Rahmat`);
      expect(named).toContain('<p class="to-name">Rahmat</p>');
      expect(named).not.toContain(guest.token);
      expect(named).not.toContain('name="g"');
      expect(await body(personalUrl)).toContain(`name="g" value="${guest.token}"`);
    }
  });
});

describe('POST /{slug}/rsvp with a personal token', () => {
  it("lands on the guest's record capped at the invited headcount, counted once", async () => {
    const { invitation, guest, record, answers } = await invitationWithGuest('Budi Santoso', 2);
    const ip = nextIp();
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/${invitation.slug}/rsvp`,
        headers: json,
        payload: { g: guest.token, name: 'Nama Lain', ...payload },
        remoteAddress: ip,
      });
    const first = await post({ attendance: 'hadir', guests: 5, message: 'Sampai jumpa' });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta.msg).toContain(
      'Terima kasih, Budi Santoso. Jawaban Anda: Hadir, 2 orang.',
    );
    expect(first.json().data.pass).toMatch(/^<div class="pass"><div class="qr"><svg/);
    expect(await record()).toMatchObject({
      rsvpAttendance: 'hadir',
      rsvpGuests: 2,
      rsvpMessage: 'Sampai jumpa',
    });
    expect((await record()).respondedAt).toBeInstanceOf(Date);

    const second = await post({ attendance: 'tidak_hadir', guests: 2 });
    expect(second.json().data.pass).toBeUndefined();
    expect(await record()).toMatchObject({ rsvpAttendance: 'tidak_hadir', rsvpGuests: 0 });
    const rows = await answers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Budi Santoso', attendance: 'tidak_hadir', guests: 0 });
  });

  it('refuses an answer outside the form and records nothing', async () => {
    const { invitation, guest, record, answers } = await invitationWithGuest('Budi Santoso', 2);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: json,
      payload: { g: guest.token, attendance: 'mungkin', guests: 1 },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual({ attendance: 'Pilih kehadiran Anda.' });
    expect((await record()).rsvpAttendance).toBeNull();
    expect(await answers()).toHaveLength(0);
  });

  it('works without JavaScript: back to the personal page with the answer and the QR', async () => {
    const { invitation, guest, record } = await invitationWithGuest('Budi Santoso', 3);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: form,
      payload: `to=Budi+Santoso&g=${guest.token}&name=Budi+Santoso&attendance=hadir&guests=9&message=&website=`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(
      new RegExp(`^/${invitation.slug}\\?g=${guest.token}&jawaban=[0-9a-f-]{36}#rsvp$`),
    );
    expect((await record()).rsvpGuests).toBe(3);
    const page = (await ctx.app.inject(location.replace(/#.*/, ''))).body;
    const notice = /<div class="notice-slot" data-notice="rsvp"[^>]*>([\s\S]*?)<\/form>/.exec(
      page,
    )![1]!;
    expect(notice).toContain('Jawaban Anda: Hadir, 3 orang.');
    expect(notice).toContain('<div class="pass"><div class="qr"><svg');
    expect(page).toMatch(/name="attendance_[0-9a-f-]{36}" checked="" value="hadir"/);
    expect(page).toContain('<option value="3" selected="">3 orang</option>');
  });

  it("treats an unknown or another invitation's token as a plain answer", async () => {
    const mine = await invitationWithGuest();
    const theirs = await invitationWithGuest('Tamu Lain', 1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/${mine.invitation.slug}/rsvp`,
      headers: json,
      payload: { g: theirs.guest.token, name: 'Rahmat', attendance: 'hadir', guests: 4 },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Rahmat', guests: 4 });
    expect(res.json().data.pass).toBeUndefined();
    expect((await theirs.record()).rsvpAttendance).toBeNull();
    expect(await theirs.answers()).toHaveLength(0);
    expect(await mine.answers()).toHaveLength(1);
  });
});
