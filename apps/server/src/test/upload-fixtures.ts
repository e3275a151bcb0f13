import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG of a colour gradient, width x height. */
export async function pngImage(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i * 7) % 256;
    pixels[i * 3 + 1] = (i * 13) % 256;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF (camera model and GPS-style comment), to prove it is stripped. */
export async function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp(await pngImage(width, height))
    .jpeg()
    .withExif({
      IFD0: { Make: 'KabarCam', Model: 'Rahasia-42', ImageDescription: 'GPS -6.2,106.8' },
    })
    .toBuffer();
}

/**
 * A valid PNG of exactly `size` bytes: a private ancillary chunk before IEND pads it, which every
 * decoder must skip. Lets the tests sit precisely on the 10 MiB limit.
 */
export async function pngOfExactSize(size: number): Promise<Buffer> {
  const png = await pngImage(64, 48);
  const iend = png.length - 12;
  const padding = size - png.length - 12;
  if (padding < 0) throw new Error('size too small');
  const type = Buffer.from('prVt', 'ascii');
  const data = Buffer.alloc(padding, 0x61);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(padding);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])) >>> 0);
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}

/** A multipart/form-data body holding one file, as a browser sends it. */
export function multipartBody(
  file: Buffer,
  filename: string,
  contentType: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kabar${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
