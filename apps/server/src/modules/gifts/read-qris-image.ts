import jsQR from 'jsqr';
import sharp from 'sharp';
import { decodeQris, QRIS_MESSAGES, type Qris } from '@kabar/shared';
import { AppError } from '../../http/errors';

/** Screenshots are tall; a QR code still reads at this size, and decoding stays quick. */
const READ_WIDTH = 1200;

/**
 * The QRIS in the couple's image, decoded on the server: the picture is read only as pixels, its
 * QR code decoded and checked as EMVCo QRIS (CRC included). Anything else answers 422 with why.
 */
export async function readQrisImage(data: Buffer): Promise<Qris> {
  let pixels;
  try {
    pixels = await sharp(data, { limitInputPixels: 24_000_000 })
      .rotate()
      .resize({
        width: READ_WIDTH,
        height: READ_WIDTH * 3,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(422, QRIS_MESSAGES.notQris);
  }
  const code = jsQR(new Uint8ClampedArray(pixels.data), pixels.info.width, pixels.info.height);
  if (!code) throw new AppError(422, QRIS_MESSAGES.notQris);
  const decoded = decodeQris(code.data);
  if ('error' in decoded) throw new AppError(422, decoded.error);
  return decoded.qris;
}
