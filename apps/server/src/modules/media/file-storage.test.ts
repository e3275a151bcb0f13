import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { LocalDiskStorage, type FileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

let folder: string;
let s3: S3StandIn;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kabar-storage-'));
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true });
  await s3.close();
});

const storages: [string, () => FileStorage][] = [
  ['the local disk', () => new LocalDiskStorage(path.join(folder, 'uploads'), '/media/uploads')],
  [
    'S3',
    () =>
      new S3FileStorage(
        {
          endpoint: s3.env.S3_ENDPOINT,
          region: s3.env.S3_REGION!,
          bucket: s3.env.S3_BUCKET!,
          accessKeyId: s3.env.S3_ACCESS_KEY_ID,
          secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: true,
        },
        '/media/uploads',
      ),
  ],
];

describe.each(storages)('files too big to hold, on %s', (_name, storageOf) => {
  it('takes a file written elsewhere and gives it back as a stream with its size', async () => {
    const storage = storageOf();
    // A few MB of text, so a stream that stopped early or a wrong length shows.
    const content = randomBytes(3 * 1024 * 1024).toString('base64');
    const file = path.join(folder, `${randomBytes(4).toString('hex')}.zip`);
    await fs.writeFile(file, content);
    const key = `exports/${randomBytes(4).toString('hex')}/arsip.zip`;
    await storage.putFile(key, file, 'application/zip');
    await fs.rm(file);

    const opened = await storage.open(key);
    expect(opened?.size).toBe(Buffer.byteLength(content));
    expect(await text(opened!.body)).toBe(content);
    expect(
      await storage.open(`exports/${randomBytes(4).toString('hex')}/tidak-ada.zip`),
    ).toBeNull();
  });
});
