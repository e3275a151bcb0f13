import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface SealedJobData {
  sealed: string;
}

export interface JobDataSealer {
  seal(data: object): SealedJobData;
  /** The data as it was sent; data stored before sealing existed passes through unchanged. */
  open(data: unknown): object;
}

function isSealed(data: unknown): data is SealedJobData {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { sealed?: unknown }).sealed === 'string'
  );
}

/**
 * Job rows carry one-time codes and sign-in links in their messages (SMS, reset and verification
 * emails) while the database keeps only their hashes (docs/security.md #5). The queue's rows are
 * sealed with AES-256-GCM under a key derived from the server secret, so a copy of the database
 * shows no code in clear, and a row altered by hand fails to open instead of sending something
 * else.
 */
export function jobDataSealer(key: Buffer): JobDataSealer {
  if (key.length !== 32) throw new Error('job data key must be 32 bytes');
  return {
    seal(data) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
      return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url') };
    },
    open(data) {
      if (!isSealed(data)) return (data ?? {}) as object;
      const bytes = Buffer.from(data.sealed, 'base64url');
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as object;
    },
  };
}
