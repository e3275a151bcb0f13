import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationPhoto } from '@kabar/shared';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { useTestCluster } from '../../test/test-cluster';
import { createTestUser } from '../../test/test-users';
import { multipartBody, pngImage } from '../../test/upload-fixtures';
import { createTestInvitation } from '../../test/test-invitations';
import { S3FileStorage } from './s3-file-storage';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3.close());
const cluster = useTestCluster(3, () => s3.env);

async function uploadThrough(app: FastifyInstance, userId: string, size: [number, number]) {
  const body = multipartBody(await pngImage(...size), 'foto.png', 'image/png');
  return app.inject({
    method: 'POST',
    url: '/api/media/photos',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${await app.tokens.sign(userId)}` },
  });
}

describe('uploads in S3-compatible storage, shared by every instance', () => {
  it('a photo uploaded through A is served by B and C, cached for a year', async () => {
    const [a, b, c] = cluster.apps;
    const user = await createTestUser(cluster.database.db);
    const uploaded = await uploadThrough(a!, user.id, [900, 600]);
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json().data as InvitationPhoto;
    const url = photo.variants[0]!.url;
    expect(url).toMatch(/^\/media\/uploads\/photos\/[0-9a-f-]+\/480\.webp$/);

    for (const instance of [b!, c!]) {
      const res = await instance.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
    // The bytes are in the bucket itself, not on any instance's disk.
    const direct = new S3FileStorage(cluster.config.infrastructure.s3!, '/media/uploads');
    const key = url.replace('/media/uploads/', '');
    expect((await direct.get(key))?.length).toBeGreaterThan(100);

    const missing = await b!.inject({ method: 'GET', url: url.replace('480', '481') });
    expect(missing.statusCode).toBe(404);
    const outside = await b!.inject({
      method: 'GET',
      url: '/media/uploads/..%2F..%2Fetc%2Fpasswd',
    });
    expect(outside.statusCode).toBe(404);
  });

  it('the link-preview image is drawn from the stored photo and kept in the bucket', async () => {
    const [a, b] = cluster.apps;
    const user = await createTestUser(cluster.database.db, { plan: 'vip' });
    const uploaded = await uploadThrough(a!, user.id, [800, 800]);
    const photo = uploaded.json().data as InvitationPhoto;
    const invitation = await createTestInvitation(cluster.database.db, user.id, {
      photos: [photo],
    });

    const res = await b!.inject({ method: 'GET', url: `/${invitation.slug}/og.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(res.rawPayload).metadata();
    expect([width, height]).toEqual([1200, 630]);
    // The right part is the uploaded gradient, not the theme's background.
    const { data } = await sharp(res.rawPayload)
      .extract({ left: 1100, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(100);

    const direct = new S3FileStorage(cluster.config.infrastructure.s3!, '/media/uploads');
    const stored = await direct.get(`previews/${invitation.id}/${invitation.version}-vip.jpg`);
    expect(stored?.equals(res.rawPayload)).toBe(true);
  });

  it('publishing queues the link-preview image: it is in the bucket before anyone asks', async () => {
    const [a] = cluster.apps;
    const user = await createTestUser(cluster.database.db, { plan: 'vip' });
    const invitation = await createTestInvitation(cluster.database.db, user.id, {
      status: 'draft',
    });
    const published = await a!.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/status`,
      headers: { authorization: `Bearer ${await a!.tokens.sign(user.id)}` },
      payload: { status: 'published' },
    });
    expect(published.statusCode).toBe(200);
    const version = published.json().data.version as number;
    const direct = new S3FileStorage(cluster.config.infrastructure.s3!, '/media/uploads');
    const key = `previews/${invitation.id}/${version}-vip.jpg`;
    const deadline = Date.now() + 15_000;
    // The stand-in (s3rver) writes an object in place, so a read can find it still empty; S3
    // itself never shows an object before its upload is whole.
    let stored = await direct.get(key);
    while (!stored?.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      stored = await direct.get(key);
    }
    expect((await sharp(stored!).metadata()).width).toBe(1200);
  });
});
