import fs from 'node:fs/promises';
import path from 'node:path';
import type { GuestLanguage } from '@kabar/shared';
import type { PageModel } from '@kabar/themes';
import { DEMO_PHOTO_ROUTE, UPLOADS_ROUTE } from '../media/media-paths';
import { isSafeStorageKey, type FileStorage } from '../media/file-storage';
import { renderOgImage } from './og-image';

const DEMO_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../assets/demo-media');

export interface PreviewSubject {
  invitationId: string;
  version: number;
  plan: string;
  /** The page's language (the date on the picture); Indonesian when not given. */
  lang?: GuestLanguage;
  model: PageModel;
}

/**
 * One file per invitation version, plan and language: a new version gets a new key, never a
 * stale image. The Indonesian key is the one it always was.
 */
export function linkPreviewKey(subject: Omit<PreviewSubject, 'model'>): string {
  const lang = subject.lang && subject.lang !== 'id' ? `-${subject.lang}` : '';
  return `previews/${subject.invitationId}/${subject.version}-${subject.plan}${lang}.jpg`;
}

/**
 * The cover photo's bytes, read where it is kept (the storage for uploads, the repository for demo
 * photos), never through an HTTP request to ourselves.
 */
async function coverPhotoBytes(storage: FileStorage, model: PageModel): Promise<Buffer | null> {
  const url = model.coverPhoto?.variants.slice().sort((a, b) => b.width - a.width)[0]?.url;
  if (!url) return null;
  if (url.startsWith(`${UPLOADS_ROUTE}/`)) {
    const key = url.slice(UPLOADS_ROUTE.length + 1);
    return isSafeStorageKey(key) ? storage.get(key) : null;
  }
  if (url.startsWith(`${DEMO_PHOTO_ROUTE}/`)) {
    const file = path.basename(url);
    return fs.readFile(path.join(DEMO_MEDIA_DIR, file)).catch(() => null);
  }
  return null;
}

/**
 * The link-preview picture from the shared storage, drawn and stored on the first ask. Drawing
 * twice (two instances, or a job and a crawler at once) writes the same bytes to the same key.
 */
export async function linkPreviewImage(
  storage: FileStorage,
  subject: PreviewSubject,
): Promise<Buffer> {
  const key = linkPreviewKey(subject);
  const stored = await storage.get(key);
  if (stored) return stored;
  const image = await renderOgImage(subject.model, await coverPhotoBytes(storage, subject.model));
  await storage.put(key, image, 'image/jpeg');
  return image;
}
