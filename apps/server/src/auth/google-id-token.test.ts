import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGoogleIdTokenVerifier, GOOGLE_ISSUERS } from './google-id-token';

const CLIENT_ID = '1234-test.apps.googleusercontent.com';
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let jwks: JSONWebKeySet;
const KID = 'kunci-uji-1';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
});

function token(
  overrides: {
    iss?: string;
    aud?: string;
    exp?: number;
    kid?: string;
    key?: CryptoKey;
    claims?: Record<string, unknown>;
  } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: 'sari@example.com',
    email_verified: true,
    name: 'Sari',
    ...overrides.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? KID, typ: 'JWT' })
    .setIssuer(overrides.iss ?? 'https://accounts.google.com')
    .setAudience(overrides.aud ?? CLIENT_ID)
    .setSubject('109876543210987654321')
    .setIssuedAt(now - 60)
    .setExpirationTime(overrides.exp ?? now + 3600)
    .sign(overrides.key ?? signingKey);
}

const verifier = () =>
  createGoogleIdTokenVerifier({ clientId: CLIENT_ID, keys: createLocalJWKSet(jwks) });

const rejected = { statusCode: 401, message: 'Gagal login dengan Google' };

describe('Google ID token verification (docs/security.md #15-17), offline with a local RS256 key set', () => {
  it('accepts a valid token from either Google issuer', async () => {
    for (const iss of GOOGLE_ISSUERS) {
      expect(await verifier().verify(await token({ iss }))).toEqual({
        sub: '109876543210987654321',
        email: 'sari@example.com',
        emailVerified: true,
        name: 'Sari',
        nonce: undefined,
      });
    }
  });

  it('rejects the wrong audience', async () => {
    await expect(verifier().verify(await token({ aud: 'another-client' }))).rejects.toMatchObject(
      rejected,
    );
  });

  it('rejects the wrong issuer', async () => {
    await expect(
      verifier().verify(await token({ iss: 'https://evil.example.com' })),
    ).rejects.toMatchObject(rejected);
  });

  it('rejects an expired token beyond 300 s of skew, accepts one within it', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(verifier().verify(await token({ exp: now - 301 }))).rejects.toMatchObject(
      rejected,
    );
    expect((await verifier().verify(await token({ exp: now - 200 }))).sub).toBeTruthy();
  });

  it('rejects a tampered token', async () => {
    const [header, payload, signature] = (await token()).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.email = 'penyerang@example.com';
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await expect(verifier().verify(forged)).rejects.toMatchObject(rejected);
  });

  it('rejects an unknown key id', async () => {
    await expect(verifier().verify(await token({ kid: 'tidak-dikenal' }))).rejects.toMatchObject(
      rejected,
    );
  });

  it('rejects a token signed by another key under the known key id', async () => {
    await expect(verifier().verify(await token({ key: otherKey }))).rejects.toMatchObject(rejected);
  });

  it('rejects HS256 and alg none', async () => {
    const hs = await new SignJWT({ email: 'a@b.c' })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('s'.repeat(32)));
    await expect(verifier().verify(hs)).rejects.toMatchObject(rejected);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${(await token()).split('.')[1]}.`;
    await expect(verifier().verify(none)).rejects.toMatchObject(rejected);
  });

  it('reads email_verified strictly', async () => {
    const unverified = await token({ claims: { email_verified: false } });
    expect((await verifier().verify(unverified)).emailVerified).toBe(false);
  });
});
