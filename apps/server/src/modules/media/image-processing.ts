import sharp from 'sharp';

/** docs/security.md #25: 10 MiB accepted, one byte more refused. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Widths of the WebP variants the invitation pages choose from (srcset). */
const VARIANT_WIDTHS = [480, 960, 1600] as const;
/**
 * Larger pictures are refused from their header, before decoding, so a tiny file cannot expand
 * into hundreds of megabytes (issue 25: a 7000×7000 PNG of 6 KB is 196 MB decoded). 24 MP is a
 * 6000×4000 camera photo; the largest variant we keep is 1600 wide.
 */
const MAX_INPUT_PIXELS = 24_000_000;

export type ImageKind = 'jpeg' | 'png';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type by the file's first bytes; its name and declared Content-Type are not asked. */
export function detectImageKind(head: Buffer): ImageKind | null {
  if (head.subarray(0, 3).equals(JPEG_MAGIC)) return 'jpeg';
  if (head.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  return null;
}

export type GuestImageKind = ImageKind | 'webp' | 'heic';

/** ISO-BMFF brands of HEIF pictures (iPhone photos): refused with their own message. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** A guest's photo by its first bytes: the couple's kinds, WebP, or HEIC (to be told apart). */
export function detectGuestImageKind(head: Buffer): GuestImageKind | null {
  const kind = detectImageKind(head);
  if (kind) return kind;
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'heic';
  return null;
}

export interface EncodedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

export class TooManyPixelsError extends Error {
  override name = 'TooManyPixelsError';
}

/**
 * Decodes and re-encodes the picture as WebP at each width (never enlarged), turned upright by its
 * EXIF orientation. Nothing of the original survives: no EXIF, GPS, ICC comments or trailing bytes.
 */
export async function encodeVariants(input: Buffer): Promise<EncodedVariant[]> {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const variants: EncodedVariant[] = [];
  // Reads the header only; sharp's limitInputPixels below stays as the decoder's own guard.
  const { width = 0, height = 0 } = await sharp(input)
    .metadata()
    .catch((error: unknown) => {
      throw new UnreadableImageError((error as Error).message);
    });
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixelsError(`${width}×${height}`);
  try {
    // Decoded once, capped at the largest width; the smaller variants come from these pixels.
    const base = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      width: base.info.width,
      height: base.info.height,
      channels: base.info.channels,
    };
    for (const width of VARIANT_WIDTHS) {
      const { data, info } = await sharp(base.data, { raw })
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      if (variants.some((v) => v.width === info.width)) break;
      variants.push({ width: info.width, height: info.height, data });
    }
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
  return variants;
}
