import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../infrastructure/infrastructure-config';
import { assertSafeKey, type FileStorage, type StoredFile } from './file-storage';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver in the tests), shared by every
 * instance. The bucket stays private: the app reads objects and serves them under `urlPrefix`.
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    private readonly urlPrefix: string,
  ) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      // The SDK's default sends a streamed body as `aws-chunked` with a trailing checksum, which
      // S3-compatible servers other than AWS may store framing and all (s3rver does); a checksum
      // only where the API requires one keeps a streamed PUT a plain body of known length.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: assertSafeKey(key),
        Body: data,
        ContentType: contentType,
      }),
    );
  }

  /** One PUT with the length known up front, so the SDK streams the file instead of reading it. */
  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const { size } = await fs.stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: assertSafeKey(key),
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const object = await this.object(key);
    return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
  }

  async open(key: string): Promise<StoredFile | null> {
    const object = await this.object(key);
    if (!(object?.Body instanceof Readable)) return null;
    return { body: object.Body, size: object.ContentLength ?? 0 };
  }

  private async object(key: string) {
    try {
      return await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: assertSafeKey(key) }),
      );
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: assertSafeKey(key) }),
    );
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }

  /** HEAD on the bucket: reachable, existing, and our credentials may use it. */
  async ready(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }
}
