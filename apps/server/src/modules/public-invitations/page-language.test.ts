import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GuestDto } from '@kabar/shared';
import { indonesianLeftovers } from '@kabar/themes/test/indonesian-leftovers';
import { useTestApp } from '../../test/test-app';
import { createTestInvitation } from '../../test/test-invitations';
import { authHeaders, createTestUser } from '../../test/test-users';
import { guests } from '../guests/guests.schema';

const ctx = useTestApp();
const json = { accept: 'application/json' };
let ipCounter = 0;
const nextIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function publishedWithGuest(language: 'id' | 'en') {
  const user = await createTestUser(ctx.database.db, { plan: 'vip' });
  const invitation = await createTestInvitation(ctx.database.db, user.id, {
    content: { love_story: 'Awal: Kami bertemu di kantor.', love_story_en: 'We met at work.' },
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/invitations/${invitation.id}/guests`,
    headers: await authHeaders(ctx, user),
    payload: { name: 'Clara Hughes', invitedCount: 2, language },
  });
  expect(res.statusCode).toBe(201);
  const guest: GuestDto = res.json().data;
  expect(guest.language).toBe(language);
  return { invitation, guest, slug: invitation.slug! };
}

describe('the invitation in the guest’s language (issue 30)', () => {
  it('answers ?lang=en in English with lang="en", and keeps the Indonesian page apart', async () => {
    const { slug } = await publishedWithGuest('id');
    const english = await ctx.app.inject(`/${slug}?lang=en&to=Clara`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-language']).toBe('en');
    expect(english.headers.vary).toContain('Accept-Language');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('Saturday, 15 June 2030');
    expect(english.body).toContain('08:00 - 10:00 WITA (UTC+8)');
    expect(english.body).toContain('We met at work.');
    // The switch back keeps the guest and names no language twice.
    expect(english.body).toContain('href="?to=Clara&amp;lang=id"');
    // Links of the page keep the chosen language; the open page's calendar file needs no name.
    expect(english.body).toContain('href="?to=Clara&amp;lang=en&amp;peta=ibadah#peta-ibadah"');
    expect(english.body).toContain('kalender.ics?lang=en&amp;acara=ibadah');
    const indonesian = await ctx.app.inject(`/${slug}`);
    expect(indonesian.body).toContain('<html lang="id"');
    expect(indonesian.body).toContain('Sabtu, 15 Juni 2030');
    expect(indonesian.body).toContain('Kami bertemu di kantor.');
  });

  it('follows the browser only where no choice was made, and Indonesian wins over English', async () => {
    const { slug } = await publishedWithGuest('id');
    const page = (acceptLanguage: string, query = '') =>
      ctx.app.inject({ url: `/${slug}${query}`, headers: { 'accept-language': acceptLanguage } });
    expect((await page('en-GB,en;q=0.9')).body).toContain('<html lang="en"');
    expect((await page('en-US,en;q=0.9,id;q=0.8')).body).toContain('<html lang="id"');
    expect((await page('en-GB', '?lang=id')).body).toContain('<html lang="id"');
  });

  it('opens an English guest’s personal link in English, pass and calendar file too', async () => {
    const { guest, slug } = await publishedWithGuest('en');
    const res = await ctx.app.inject({
      url: `/${slug}?g=${guest.token}`,
      headers: { 'accept-language': 'id-ID' },
    });
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('Guest Pass');
    expect(res.body).toContain('Invitation for 2 people.');
    expect(res.body).toContain('<option value="2" selected="">2 people</option>');
    const ics = await ctx.app.inject(`/${slug}/kalender.ics?g=${guest.token}`);
    expect(ics.headers['content-disposition']).toContain(`invitation-${slug}.ics`);
    expect(ics.body).toContain('Akad Nikah (Marriage Ceremony) Sinta & Joko');
    // The page's switch wins over the guest's language, event lines and pass included.
    const switched = await ctx.app.inject(`/${slug}?g=${guest.token}&lang=id`);
    expect(switched.body).toContain('<html lang="id"');
    expect(switched.body).toContain('Kartu Tamu');
    for (const english of ['Saturday', 'Marriage Ceremony', 'Wedding Reception', 'Guest Pass']) {
      expect(switched.body).not.toContain(english);
    }
    // The couple switches them to Indonesian: the same link follows.
    await ctx.database.db.update(guests).set({ language: 'id' }).where(eq(guests.id, guest.id));
    const again = await ctx.app.inject(`/${slug}?g=${guest.token}`);
    expect(again.body).toContain('<html lang="id"');
  });

  it('answers the forms in the language they were read in, refusals too', async () => {
    const { slug } = await publishedWithGuest('id');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/${slug}/rsvp`,
      headers: json,
      remoteAddress: nextIp(),
      payload: { name: 'Clara', attendance: 'hadir', guests: '2', lang: 'en' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().meta.msg).toBe(
      'Thank you, Clara. Your answer: Attending, 2 people. Send this form again if you wish to change it.',
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/${slug}/ucapan`,
      headers: json,
      remoteAddress: nextIp(),
      payload: { name: 'Clara', message: '', lang: 'en' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().meta.msg).toBe(
      'Messages are at most 1000 characters; wishes cannot be empty.',
    );
    const plain = await ctx.app.inject({
      method: 'POST',
      url: `/${slug}/ucapan`,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Clara&message=Congratulations&lang=en',
    });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe(`/${slug}?lang=en&terkirim=ucapan#ucapan`);
    const indonesian = await ctx.app.inject({
      method: 'POST',
      url: `/${slug}/ucapan`,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Sari&message=Selamat&lang=id',
    });
    expect(indonesian.headers.location).toBe(`/${slug}?terkirim=ucapan#ucapan`);
    const back = await ctx.app.inject(plain.headers.location as string);
    expect(back.body).toContain('Thank you for your wishes and prayers.');
    const wishes = await ctx.app.inject(`/${slug}/ucapan?lang=en`);
    expect(wishes.body).toContain('2 wishes');
  });

  it('says "not found" in the language asked for, else the browser’s (issue 30)', async () => {
    const english = await ctx.app.inject({
      url: '/',
      headers: { host: 'tidak-ada.kabar.id', 'accept-language': 'en-GB' },
    });
    expect(english.statusCode).toBe(404);
    expect(english.headers['content-language']).toBe('en');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('Invitation not found');
    expect(indonesianLeftovers(english.body)).toEqual([]);
    const asked = await ctx.app.inject({
      url: '/?lang=id',
      headers: { host: 'tidak-ada.kabar.id', 'accept-language': 'en-GB' },
    });
    expect(asked.body).toContain('<html lang="id"');
    expect(asked.body).toContain('Undangan tidak ditemukan');
  });
});
