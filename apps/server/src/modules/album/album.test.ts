import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AFTER_WEDDING_MESSAGES,
  ALBUM_MESSAGES,
  type AlbumDto,
  type GuestDto,
  type PlanId,
} from '@kabar/shared';
import { indonesianLeftovers } from '@kabar/themes/test/indonesian-leftovers';
import { useTestApp } from '../../test/test-app';
import { createTestInvitation } from '../../test/test-invitations';
import { authHeaders, createTestMember, createTestUser } from '../../test/test-users';
import { pngImage } from '../../test/upload-fixtures';
import { createAlbumLimits } from './album-limits';
import { guests } from '../guests/guests.schema';
import { invitations } from '../invitations/invitations.schema';
import { guestPhotos } from './album.schema';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-album-test-'));
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A phone photo as it leaves the camera: camera make and model, and where it was taken. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp(await pngImage(320, 240))
    .jpeg()
    .withExif({
      IFD0: { Make: 'KabarCam', Model: 'Rahasia-42' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 12/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 49/1 0/1',
      },
    })
    .toBuffer();
}

function multipart(fields: Record<string, string>, file: Buffer, filename: string, type: string) {
  const boundary = `----album${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function couple(plan: PlanId = 'vip', content?: Record<string, string>) {
  const user = await createTestUser(ctx.database.db, { plan });
  const invitation = await createTestInvitation(ctx.database.db, user.id);
  if (content) {
    await ctx.database.db
      .update(invitations)
      .set({ content: { ...invitation.content, ...content }, version: invitation.version + 1 })
      .where(eq(invitations.id, invitation.id));
  }
  const headers = await authHeaders(ctx, user);
  return { user, invitation, headers, slug: invitation.slug! };
}

function send(
  slug: string,
  fields: Record<string, string>,
  file: Buffer,
  name = 'foto.jpg',
  type = 'image/jpeg',
) {
  const body = multipart(fields, file, name, type);
  return ctx.app.inject({ method: 'POST', url: `/api/album/${slug}/photos`, ...body });
}

async function addGuest(invitationId: string, headers: Record<string, string>): Promise<GuestDto> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/invitations/${invitationId}/guests`,
    headers,
    payload: { name: 'Budi Santoso', phone: '081234567890', invitedCount: 2 },
  });
  return res.json().data;
}

async function album(invitationId: string, headers: Record<string, string>): Promise<AlbumDto> {
  const res = await ctx.app.inject({ url: `/api/invitations/${invitationId}/album`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function storedCount(invitationId: string) {
  return (
    await ctx.database.db
      .select()
      .from(guestPhotos)
      .where(eq(guestPhotos.invitationId, invitationId))
  ).length;
}

describe('guests send photos', () => {
  it('keeps no GPS or camera metadata: the stored photo is read back', async () => {
    const { invitation, headers, slug } = await couple();
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await send(slug, { name: 'Tante Rosa' }, original);
    expect(res.statusCode).toBe(201);
    expect(res.json().meta.msg).toBe(ALBUM_MESSAGES.uploadedShown);
    const [photo] = (await album(invitation.id, headers)).photos;
    expect(photo).toMatchObject({ senderName: 'Tante Rosa', status: 'shown', guestId: null });
    const stored = await ctx.app.inject({ url: photo!.url });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('KabarCam'))).toBe(false);
  });

  it('names the guest of a personal link, and waits for approval when the couple asks for it', async () => {
    const { invitation, headers, slug } = await couple();
    const guest = await addGuest(invitation.id, headers);
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/album`,
      headers,
      payload: { approvalRequired: true, thankYouNote: 'Matur nuwun' },
    });
    expect(settings.statusCode).toBe(200);
    const first = await send(
      slug,
      { g: guest.token },
      await pngImage(40, 40),
      'a.png',
      'image/png',
    );
    const second = await send(
      slug,
      { g: guest.token },
      await sharp(await pngImage(30, 30))
        .webp()
        .toBuffer(),
      'b.webp',
      'image/webp',
    );
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().meta.msg).toBe(ALBUM_MESSAGES.uploadedPending);
    const { photos } = await album(invitation.id, headers);
    expect(photos.map((p) => [p.senderName, p.guestId, p.status])).toEqual([
      ['Budi Santoso', guest.id, 'pending'],
      ['Budi Santoso', guest.id, 'pending'],
    ]);

    const wall = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/invitations/${invitation.id}/album/wall-link`,
        headers,
      })
    ).json().data.wallUrl as string;
    const token = wall.split('/').pop()!;
    const wallPhotos = async () =>
      (await ctx.app.inject({ url: `/api/wall/${token}` })).json().data.photos;
    expect(await wallPhotos()).toEqual([]);

    const approved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invitations/${invitation.id}/album/photos/${photos[1]!.id}`,
      headers,
      payload: { status: 'shown' },
    });
    expect(approved.json().data.status).toBe('shown');
    expect((await wallPhotos()).map((p: { id: string }) => p.id)).toEqual([photos[1]!.id]);

    // A viewer sees the album but may not moderate it.
    const viewer = await createTestMember(ctx.database.db, invitation.id, 'viewer');
    const viewerHeaders = await authHeaders(ctx, viewer);
    expect(
      (
        await ctx.app.inject({
          url: `/api/invitations/${invitation.id}/album`,
          headers: viewerHeaders,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/invitations/${invitation.id}/album/photos/${photos[0]!.id}`,
      headers: viewerHeaders,
    });
    expect(refused.statusCode).toBe(403);

    // A new wall link revokes the old one.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/album/wall-link`,
      headers,
    });
    const old = await ctx.app.inject({ url: `/api/wall/${token}` });
    expect(old.statusCode).toBe(404);
    expect(old.json().meta.msg).toBe(ALBUM_MESSAGES.wallNotFound);
  });

  it('refuses HEIC, other files, broken pictures and oversized ones, storing nothing', async () => {
    const { invitation, slug } = await couple();
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.alloc(64),
    ]);
    const heicRes = await send(slug, { name: 'Ani' }, heic, 'IMG_0001.HEIC', 'image/heic');
    expect(heicRes.statusCode).toBe(415);
    expect(heicRes.json().meta.msg).toBe(ALBUM_MESSAGES.heic);
    const html = await send(
      slug,
      { name: 'Ani' },
      Buffer.from('<html><script>alert(1)</script>'),
      'a.jpg',
    );
    expect(html.json().meta.msg).toBe(ALBUM_MESSAGES.wrongType);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const brokenRes = await send(slug, { name: 'Ani' }, broken);
    expect(brokenRes.statusCode).toBe(422);
    expect(brokenRes.json().meta.msg).toBe(ALBUM_MESSAGES.unreadable);
    const big = await send(slug, { name: 'Ani' }, Buffer.alloc(15 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().meta.msg).toBe(ALBUM_MESSAGES.tooLarge);
    const nameless = await send(slug, {}, await pngImage(20, 20), 'a.png', 'image/png');
    expect(nameless.statusCode).toBe(422);
    expect(await storedCount(invitation.id)).toBe(0);
  });

  it('re-encodes a polyglot: what followed the picture is not kept', async () => {
    const { invitation, headers, slug } = await couple();
    const payload = Buffer.from('<script>alert("polyglot")</script>PK\u0003\u0004');
    const polyglot = Buffer.concat([await cameraJpeg(), payload]);
    expect((await send(slug, { name: 'Ani' }, polyglot)).statusCode).toBe(201);
    const [photo] = (await album(invitation.id, headers)).photos;
    const stored = await ctx.app.inject({ url: photo!.url });
    expect(stored.rawPayload.includes(Buffer.from('polyglot'))).toBe(false);
  });

  it('has no guest album on Basic', async () => {
    const { slug } = await couple('basic');
    const res = await send(slug, { name: 'Ani' }, await pngImage(20, 20), 'a.png', 'image/png');
    expect(res.statusCode).toBe(403);
    expect(res.json().meta.msg).toBe(ALBUM_MESSAGES.closed);
  });

  it('counts uploads and reports per address in windows', async () => {
    let now = 0;
    const limits = createAlbumLimits(null, () => now);
    for (let i = 0; i < 60; i++) expect(await limits.uploads.allow('10.0.0.1')).toBe(true);
    expect(await limits.uploads.allow('10.0.0.1')).toBe(false);
    expect(await limits.uploads.allow('10.0.0.2')).toBe(true);
    now += 10 * 60_000;
    expect(await limits.uploads.allow('10.0.0.1')).toBe(true);
  });

  it('lets guests report a shown photo, within a limit', async () => {
    const { invitation, headers, slug } = await couple();
    await send(slug, { name: 'Ani' }, await pngImage(20, 20), 'a.png', 'image/png');
    const [photo] = (await album(invitation.id, headers)).photos;
    const report = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/album/${slug}/photos/${photo!.id}/report`,
        remoteAddress: '10.9.9.9',
      });
    const first = await report();
    expect(first.json().meta.msg).toBe(ALBUM_MESSAGES.reported);
    for (let i = 0; i < 9; i++) await report();
    const flood = await report();
    expect(flood.statusCode).toBe(429);
    expect((await album(invitation.id, headers)).photos[0]!.reports).toBe(10);
  });
});

describe('after the wedding', () => {
  const past = {
    tanggal_acara_ibadah_pernikahan: '2024-01-10',
    tanggal_acara_resepsi_pernikahan: '2024-01-10',
  };

  it('turns the page into thanks, album and wishes; a personal link sees its own first', async () => {
    const { invitation, headers, slug } = await couple('vip', past);
    const guest = await addGuest(invitation.id, headers);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/album`,
      headers,
      payload: { approvalRequired: false, thankYouNote: 'Terima kasih sudah datang!' },
    });
    await send(slug, { g: guest.token }, await pngImage(40, 40), 'a.png', 'image/png');
    await send(slug, { name: 'Tante Rosa' }, await pngImage(40, 40), 'b.png', 'image/png');
    const open = await ctx.app.inject({ url: `/${slug}` });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Terima kasih sudah datang!');
    expect(open.body).toContain('Dari Tante Rosa');
    expect(open.body).not.toContain('Kenangan dari');
    expect(open.body).not.toContain('name="attendance"');
    const personal = await ctx.app.inject({ url: `/${slug}?g=${guest.token}` });
    expect(personal.body).toContain('Kenangan dari Budi Santoso');
    expect(personal.body.indexOf('Dari Budi Santoso')).toBeLessThan(
      personal.body.indexOf('Dari Tante Rosa'),
    );
  });

  it('speaks the page’s language: the guest’s own, or ?lang=, with no Indonesian left (issue 30)', async () => {
    const { invitation, headers, slug } = await couple('vip', past);
    const guest = await addGuest(invitation.id, headers);
    await ctx.database.db.update(guests).set({ language: 'en' }).where(eq(guests.id, guest.id));
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/album/${slug}/photos?lang=en`,
      ...multipart({ name: 'Aunt Rosa' }, await pngImage(40, 40), 'b.png', 'image/png'),
    });
    expect(sent.json().meta.msg).toBe('Photo sent and shown in the album. Thank you!');
    const heic = await ctx.app.inject({
      method: 'POST',
      url: `/api/album/${slug}/photos?lang=en`,
      ...multipart({ name: 'Aunt Rosa' }, Buffer.from('not a photo'), 'c.jpg', 'image/jpeg'),
    });
    expect(heic.statusCode).toBe(415);
    expect(heic.json().meta.msg).toBe('Only JPEG, PNG or WebP photos can be uploaded.');

    const personal = await ctx.app.inject({
      url: `/${slug}?g=${guest.token}`,
      headers: { 'accept-language': 'id-ID' },
    });
    expect(personal.headers['content-language']).toBe('en');
    expect(personal.body).toContain('<html lang="en"');
    expect(personal.body).toContain('Memories from Budi Santoso');
    expect(personal.body).toContain('From Aunt Rosa');
    expect(personal.body).toContain(`/album/${slug}/unggah?g=${guest.token}&amp;lang=en`);
    // The couple's names are their own words; everything else is English.
    expect(indonesianLeftovers(personal.body, ['Budi Santoso'])).toEqual([]);

    const switched = await ctx.app.inject({ url: `/${slug}?g=${guest.token}&lang=id` });
    expect(switched.body).toContain('<html lang="id"');
    expect(switched.body).toContain('Kenangan dari Budi Santoso');
    expect(switched.body).toContain(`/album/${slug}/unggah?g=${guest.token}&amp;lang=id`);
    const open = await ctx.app.inject({ url: `/${slug}?lang=en` });
    expect(open.body).toContain('Thank you for your prayers, your presence');
    expect(indonesianLeftovers(open.body)).toEqual([]);
  });

  it('shows the countdown page until the day after the last event', async () => {
    const { slug } = await couple('vip', {
      tanggal_acara_ibadah_pernikahan: '2099-01-10',
      tanggal_acara_resepsi_pernikahan: '2099-01-10',
    });
    const page = await ctx.app.inject({ url: `/${slug}` });
    expect(page.body).not.toContain('Terima kasih sudah datang');
    expect(page.body).not.toContain('aria-label="Album"');
  });

  // Decision 041: the last event is every event the couple holds (private ones too), not step
  // 2's two dates; before, this invitation turned into the album weeks before its ngunduh mantu.
  it('waits for the couple’s own last event, then refuses an old tab’s RSVP', async () => {
    const { invitation, headers, slug } = await couple('vip', past);
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/events`,
      headers,
      payload: {
        title: 'Ngunduh Mantu',
        date: '2099-02-01',
        startTime: '10:00',
        endTime: '12:00',
        isPublic: false,
      },
    });
    expect(added.statusCode).toBe(200);
    const ngunduh = (added.json().data.events as { id: string; specKey: string | null }[]).find(
      (event) => event.specKey === null,
    )!;
    const before = await ctx.app.inject({ url: `/${slug}` });
    expect(before.body).not.toContain('aria-label="Album"');
    expect(before.body).toContain('data-form="rsvp"');

    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/events/${ngunduh.id}`,
      headers,
      payload: { title: 'Ngunduh Mantu', date: '2024-02-01', startTime: '10:00', isPublic: false },
    });
    expect(moved.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/${slug}` })).body).toContain('aria-label="Album"');
    const rsvp = await ctx.app.inject({
      method: 'POST',
      url: `/${slug}/rsvp`,
      headers: { accept: 'application/json' },
      payload: { name: 'Tamu Telat', attendance: 'hadir', guests: 1 },
    });
    expect(rsvp.statusCode).toBe(409);
    expect(rsvp.json().meta.msg).toBe(AFTER_WEDDING_MESSAGES.rsvpClosed);
  });

  it('streams every shown photo as one zip', async () => {
    const { invitation, headers, slug } = await couple();
    await send(slug, { name: 'Ani' }, await pngImage(40, 40), 'a.png', 'image/png');
    await send(slug, { name: 'Budi' }, await pngImage(50, 50), 'b.png', 'image/png');
    const zip = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/album/zip`,
      headers,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.includes(Buffer.from('0001-Budi.webp'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('0002-Ani.webp'))).toBe(true);
  });
});
