import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokenSigner } from './access-token';

const secret = 'a'.repeat(64);

describe('access tokens (docs/security.md #10)', () => {
  it('round-trips a user id with exp about 15 minutes ahead, in seconds', async () => {
    const signer = createAccessTokenSigner(secret);
    const token = await signer.sign('user-1');
    expect(await signer.verify(token)).toBe('user-1');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(payload.exp).toBeLessThan(10_000_000_000);
  });

  it('rejects expired tokens', async () => {
    let now = Date.now();
    const signer = createAccessTokenSigner(secret, () => now);
    const token = await signer.sign('user-1');
    now += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await signer.verify(token)).toBeNull();
  });

  it('rejects alg none, another key, and wrong iss or aud', async () => {
    const signer = createAccessTokenSigner(secret);
    const none = new UnsecuredJWT({})
      .setSubject('user-1')
      .setIssuer('kabar')
      .setAudience('kabar-app')
      .setExpirationTime('5m')
      .encode();
    expect(await signer.verify(none)).toBeNull();
    const other = await createAccessTokenSigner('b'.repeat(64)).sign('user-1');
    expect(await signer.verify(other)).toBeNull();
    const key = new TextEncoder().encode(secret);
    const wrongAud = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('kabar')
      .setAudience('other')
      .setExpirationTime('5m')
      .sign(key);
    expect(await signer.verify(wrongAud)).toBeNull();
    const wrongIss = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('evil')
      .setAudience('kabar-app')
      .setExpirationTime('5m')
      .sign(key);
    expect(await signer.verify(wrongIss)).toBeNull();
  });
});
