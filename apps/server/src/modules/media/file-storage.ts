import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The local disk is the default; an object-storage adapter (S3 and
 * friends) implements the same three calls and serves the files from its own address.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

/** Files under one folder (DATA_DIR/uploads), served by the app under `urlPrefix`. */
export class LocalDiskStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly urlPrefix: string,
  ) {}

  private pathOf(key: string): string {
    // Keys are ours, but a bad one must never reach outside the folder.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }
}
