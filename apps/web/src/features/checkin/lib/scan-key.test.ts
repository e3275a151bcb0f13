import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newScanId, scanKeyOf } from './scan-key';

describe('scanKeyOf', () => {
  it('matches the server: the first 16 bytes of SHA-256, base64url', async () => {
    const token = 'AbCdEfGhIjKl-_Op';
    const server = createHash('sha256')
      .update(token)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    expect(await scanKeyOf(token)).toBe(server);
  });

  it('makes scan ids the server accepts', () => {
    const id = newScanId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newScanId()).not.toBe(id);
  });
});
