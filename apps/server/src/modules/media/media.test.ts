import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { invitationPhotoSchema, type InvitationPhoto } from '@kabar/shared';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { jpegWithExif, multipartBody, pngImage, pngOfExactSize } from '../../test/upload-fixtures';
import { MAX_UPLOAD_BYTES } from './image-processing';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-media-test-'));
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function upload(
  file: Buffer,
  filename: string,
  contentType: string,
  headers: Record<string, string>,
) {
  const body = multipartBody(file, filename, contentType);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/media/photos',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function signedIn() {
  const user = await createTestUser(ctx.database.db);
  return { user, headers: await authHeaders(ctx, user) };
}

describe('POST /api/media/photos', () => {
  it('refuses a visitor who is not signed in', async () => {
    const res = await upload(await pngImage(20, 20), 'a.png', 'image/png', {});
    expect(res.statusCode).toBe(401);
  });

  it('answers a truncated upload with 400 and a clear message, not 500', async () => {
    const { headers } = await signedIn();
    const whole = multipartBody(await pngImage(200, 200), 'putus.png', 'image/png');
    const cut = whole.payload.subarray(0, Math.floor(whole.payload.length / 2));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/media/photos',
      payload: cut,
      headers: { ...whole.headers, ...headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.msg).toBe('Unggahan foto terputus. Silakan coba unggah lagi.');
  });

  it('issue 25: refuses a picture of too many pixels before decoding it (7000×7000 in a few KB)', async () => {
    const { headers } = await signedIn();
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(300_000);
    const res = await upload(bomb, 'besar.png', 'image/png', headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().meta.msg).toBe(
      'Resolusi foto terlalu besar (maksimal 24 megapiksel). Perkecil fotonya, lalu unggah lagi.',
    );
  });

  it('accepts exactly 10 MiB and refuses one byte more with 413', async () => {
    const { headers } = await signedIn();
    const atLimit = await pngOfExactSize(MAX_UPLOAD_BYTES);
    expect(atLimit.length).toBe(10_485_760);
    const ok = await upload(atLimit, 'pas.png', 'image/png', headers);
    expect(ok.statusCode).toBe(201);
    invitationPhotoSchema.parse(ok.json().data);

    const over = await pngOfExactSize(MAX_UPLOAD_BYTES + 1);
    const refused = await upload(over, 'lebih.png', 'image/png', headers);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().meta.msg).toBe('Ukuran foto maksimal 10 MB.');
  });

  it('decides the type by content: a PNG named .jpg is taken, HTML named .jpg is not', async () => {
    const { headers } = await signedIn();
    const png = await upload(await pngImage(40, 30), 'foto.jpg', 'image/jpeg', headers);
    expect(png.statusCode).toBe(201);

    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const refused = await upload(html, 'foto.jpg', 'image/jpeg', headers);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().meta.msg).toBe('Hanya foto JPEG atau PNG yang dapat diunggah.');
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const { headers } = await signedIn();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)]);
    const res = await upload(fake, 'rusak.jpg', 'image/jpeg', headers);
    expect(res.statusCode).toBe(422);
  });

  it('re-encodes to WebP under our own names, strips EXIF, caps dimensions', async () => {
    const { headers } = await signedIn();
    const res = await upload(await jpegWithExif(2400, 1600), 'IMG_0001.JPG', 'image/jpeg', headers);
    expect(res.statusCode).toBe(201);
    const photo: InvitationPhoto = invitationPhotoSchema.parse(res.json().data);
    expect(photo.width).toBe(1600);
    expect(photo.height).toBe(1067);
    expect(photo.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    for (const variant of photo.variants) {
      expect(variant.url).toMatch(/^\/media\/uploads\/photos\/[0-9a-f-]{36}\/\d+\.webp$/);
      expect(variant.url).not.toContain('IMG_0001');
      const file = await ctx.app.inject(variant.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Rahasia-42'))).toBe(false);
    }
  });

  it('keeps a small photo at its own size', async () => {
    const { headers } = await signedIn();
    const res = await upload(await pngImage(300, 200), 'kecil.png', 'image/png', headers);
    const photo = invitationPhotoSchema.parse(res.json().data);
    expect(photo.variants).toEqual([{ width: 300, url: expect.any(String) }]);
  });

  it('answers 400 when no file is sent', async () => {
    const { headers } = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/media/photos',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('/api/media/photos/:id', () => {
  it("answers 404 for another couple's photo, and deletes one's own", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const res = await upload(await pngImage(50, 50), 'a.png', 'image/png', owner.headers);
    const photo = invitationPhotoSchema.parse(res.json().data);
    const url = `/api/media/photos/${photo.id}`;

    expect((await ctx.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
    const otherDelete = await ctx.app.inject({ method: 'DELETE', url, headers: other.headers });
    expect(otherDelete.statusCode).toBe(404);
    expect((await ctx.app.inject({ url, headers: owner.headers })).statusCode).toBe(200);

    const deleted = await ctx.app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject(photo.variants[0]!.url)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url, headers: owner.headers })).statusCode).toBe(404);
  });
});
