import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { invitationPhotoSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import type { Db } from '../../db/client';
import { isSafeStorageKey, LocalDiskStorage, type FileStorage } from './file-storage';
import { UPLOADS_ROUTE } from './media-paths';
import { readUpload } from './read-upload';
import { S3FileStorage } from './s3-file-storage';
import { detectImageKind, MAX_UPLOAD_BYTES } from './image-processing';
import { encodeAndStorePhoto } from './store-photo';
import {
  countUserPhotos,
  deleteUploadedPhoto,
  findUserPhoto,
  insertUploadedPhoto,
  toInvitationPhoto,
} from './media.queries';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/** Enough for a generous gallery across a few themes; stops one account filling the disk. */
const MAX_PHOTOS_PER_USER = 60;
const MESSAGES = {
  tooLarge: 'Ukuran foto maksimal 10 MB.',
  wrongType: 'Hanya foto JPEG atau PNG yang dapat diunggah.',
  unreadable: 'Foto tidak dapat dibaca. Coba simpan ulang fotonya sebagai JPEG atau PNG.',
  tooManyPixels:
    'Resolusi foto terlalu besar (maksimal 24 megapiksel). Perkecil fotonya, lalu unggah lagi.',
  noFile: 'Pilih foto untuk diunggah.',
  truncated: 'Unggahan foto terputus. Silakan coba unggah lagi.',
  quota: `Batas ${MAX_PHOTOS_PER_USER} foto per akun telah tercapai. Hapus foto yang tidak dipakai.`,
  notFound: 'Foto tidak ditemukan.',
  inUse: 'Foto ini masih dipakai di undangan. Hapus dari undangan dan simpan terlebih dahulu.',
} as const;

const idParams = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });

/** Whether a photo is shown anywhere: the media module knows photos, not what uses them. */
export type PhotoInUse = (db: Db, photoId: string) => Promise<boolean>;

const mediaApi: FastifyPluginAsync<{ isPhotoInUse: PhotoInUse }> = async (app, options) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const storage = app.fileStorage;

  const route = declareRoutes(app, 'media');

  route.post(
    '/media/photos',
    {
      summary: 'Upload a JPEG or PNG photo (multipart, one file); stored as WebP variants',
      access: access.signedIn,
      data: invitationPhotoSchema,
      status: 201,
    },
    async ({ userId }, request, reply) => {
      const { data } = await readUpload(request, MAX_UPLOAD_BYTES, MESSAGES);
      if (!detectImageKind(data)) throw new AppError(415, MESSAGES.wrongType);
      if ((await countUserPhotos(app.db, userId)) >= MAX_PHOTOS_PER_USER) {
        throw new AppError(409, MESSAGES.quota);
      }
      const id = randomUUID();
      const stored = await encodeAndStorePhoto(storage, 'photos', id, data, MESSAGES);
      const row = await insertUploadedPhoto(app.db, {
        id,
        userId,
        ...stored,
        originalBytes: data.length,
      });
      return reply
        .status(201)
        .send(envelope(toInvitationPhoto(row, storage), 'Foto diunggah.', 201));
    },
  );

  route.get(
    '/media/photos/:id',
    {
      summary: 'One of the user’s photos',
      access: access.signedIn,
      params: idParams,
      data: invitationPhotoSchema,
    },
    async ({ params, userId }) => {
      const row = await findUserPhoto(app.db, userId, params.id);
      if (!row) throw new NotFoundError(MESSAGES.notFound);
      return envelope(toInvitationPhoto(row, storage));
    },
  );

  route.delete(
    '/media/photos/:id',
    {
      summary: 'Delete a photo no invitation uses',
      access: access.signedIn,
      params: idParams,
      data: null,
    },
    async ({ params: { id }, userId }) => {
      const row = await findUserPhoto(app.db, userId, id);
      if (!row) throw new NotFoundError(MESSAGES.notFound);
      if (await options.isPhotoInUse(app.db, id)) throw new AppError(409, MESSAGES.inUse);
      await deleteUploadedPhoto(app.db, id);
      await Promise.all(row.variants.map((v) => storage.delete(v.key)));
      return envelope(null, 'Foto dihapus.');
    },
  );
};

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** Our own files only (WebP photos, JPEG previews), sent with nosniff so no browser guesses. */
function storedFileHeaders(res: { header(name: string, value: string): unknown }): void {
  res.header('X-Content-Type-Options', 'nosniff');
  res.header('Content-Security-Policy', "default-src 'none'");
}

/** S3 with S3_* settings, else the folder DATA_DIR/uploads. */
function createFileStorage(config: FastifyInstance['config']): FileStorage {
  const s3 = config.infrastructure.s3;
  return s3
    ? new S3FileStorage(s3, UPLOADS_ROUTE)
    : new LocalDiskStorage(path.join(config.dataDir, 'uploads'), UPLOADS_ROUTE);
}

/**
 * Uploads: the API under /api/media and the stored files under /media/uploads. Keys are never
 * reused (a new upload gets a new id), so a file is cached for a year wherever it is stored.
 */
export async function registerMedia(
  app: FastifyInstance,
  options: { isPhotoInUse: PhotoInUse; storage?: FileStorage },
): Promise<void> {
  const storage = options.storage ?? createFileStorage(app.config);
  app.decorate('fileStorage', storage);
  await app.register(mediaApi, { prefix: '/api', isPhotoInUse: options.isPhotoInUse });
  if (storage instanceof LocalDiskStorage) {
    fs.mkdirSync(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: `${UPLOADS_ROUTE}/`,
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
      // docs/security.md #75: only pictures are public; an export archive in the same folder
      // leaves through its expiring link alone.
      allowedPath: (pathName) => Object.hasOwn(CONTENT_TYPES, path.extname(pathName).slice(1)),
      setHeaders: storedFileHeaders,
    });
    return;
  }
  app.get<{ Params: { '*': string } }>(`${UPLOADS_ROUTE}/*`, async (request, reply) => {
    const key = request.params['*'];
    const type = CONTENT_TYPES[path.extname(key).slice(1)];
    const data = type && isSafeStorageKey(key) ? await storage.get(key) : null;
    if (!data) return reply.callNotFound();
    storedFileHeaders(reply);
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .type(type!)
      .send(data);
  });
}
