import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { replaceFile } from '../../infrastructure/replace-file';

/**
 * Where uploaded and generated files live: the local disk by default, S3-compatible object storage
 * when configured (s3-file-storage.ts). Either way the app serves them at `publicUrl(key)`, so every
 * instance shows every file and pages never name the storage.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A file written elsewhere first (a data archive), streamed in rather than read whole. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size, for files too big to hold (a data archive); or null. */
  open(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Every key under a folder (`previews/<id>/`), to erase what no row names (decision 043). */
  list(prefix: string): Promise<string[]>;
  publicUrl(key: string): string;
  /** Resolves when files can be stored (readiness); throws with the reason otherwise. */
  ready(): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  size: number;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*\.[a-z0-9]+$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

/** Keys are ours, but a bad one must never reach outside the folder or bucket prefix. */
export function assertSafeKey(key: string): string {
  if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key ${key}`);
  return key;
}

/** Files under one folder (DATA_DIR/uploads), served by the app under `urlPrefix`. */
export class LocalDiskStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly urlPrefix: string,
  ) {}

  private pathOf(key: string): string {
    return path.join(this.root, assertSafeKey(key));
  }

  put(key: string, data: Buffer): Promise<void> {
    return replaceFile(this.pathOf(key), (temporary) => fs.writeFile(temporary, data));
  }

  putFile(key: string, file: string): Promise<void> {
    // Copied, not renamed: the file may be on another file system (the system's temporary folder).
    return replaceFile(this.pathOf(key), (temporary) => fs.copyFile(file, temporary));
  }

  async get(key: string): Promise<Buffer | null> {
    return missingAsNull(fs.readFile(this.pathOf(key)));
  }

  async open(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    const stat = await missingAsNull(fs.stat(file));
    return stat && { body: createReadStream(file), size: stat.size };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const folder = path.join(this.root, prefix);
    if (!folder.startsWith(this.root + path.sep))
      throw new Error(`unsafe storage prefix ${prefix}`);
    const entries = await fs
      .readdir(folder, { recursive: true, withFileTypes: true })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)))
      .map((key) => key.split(path.sep).join('/'));
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }

  async ready(): Promise<void> {
    await fs.access(this.root, fs.constants.W_OK);
  }
}

async function missingAsNull<T>(reading: Promise<T>): Promise<T | null> {
  try {
    return await reading;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
