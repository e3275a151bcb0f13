import { AppError } from '../../http/errors';
import type { FileStorage } from './file-storage';
import { encodeVariants, TooManyPixelsError, UnreadableImageError } from './image-processing';
import type { StoredVariant } from './media.schema';

export interface StoredPhoto {
  width: number;
  height: number;
  variants: StoredVariant[];
}

/**
 * Re-encodes a sent picture into our WebP variants and stores them under `folder/id/`: a picture
 * that cannot be decoded answers 422 with the caller's message, and nothing is stored.
 */
export async function encodeAndStorePhoto(
  storage: FileStorage,
  folder: string,
  id: string,
  data: Buffer,
  messages: { unreadable: string; tooManyPixels: string },
): Promise<StoredPhoto> {
  let encoded;
  try {
    encoded = await encodeVariants(data);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new AppError(422, messages.unreadable);
    if (error instanceof TooManyPixelsError) throw new AppError(422, messages.tooManyPixels);
    throw error;
  }
  const variants: StoredVariant[] = [];
  for (const variant of encoded) {
    const key = `${folder}/${id}/${variant.width}.webp`;
    await storage.put(key, variant.data, 'image/webp');
    variants.push({ width: variant.width, height: variant.height, key });
  }
  const largest = encoded[encoded.length - 1]!;
  return { width: largest.width, height: largest.height, variants };
}
