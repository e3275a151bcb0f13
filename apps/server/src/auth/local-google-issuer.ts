import { createHash, randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';

const LOCAL_GOOGLE_CLIENT_ID = 'kabar-local-google';
export const LOCAL_GOOGLE_PATH = '/dev/google';

export interface LocalAccount {
  name: string;
  email: string;
  emailVerified: boolean;
}

export interface LocalGoogleIssuer {
  issuer: string;
  clientId: string;
  jwks: JSONWebKeySet;
  keys: JWTVerifyGetKey;
  /** An ID token as Google would issue it for this account. */
  mint(account: LocalAccount, options: { nonce?: string; audience?: string }): Promise<string>;
}

/** Google subjects are opaque and stable per account; here they follow from the email. */
export function localSubject(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest();
  return (digest.readBigUInt64BE(0) % 10n ** 21n).toString().padStart(21, '1');
}

/**
 * Development stand-in for Google's OpenID issuer: its own RS256 key pair (new at every start),
 * a JWKS, and ID tokens with Google's claims. Never created in production.
 */
export async function createLocalGoogleIssuer(publicUrl: string): Promise<LocalGoogleIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwks: JSONWebKeySet = {
    keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }],
  };
  const issuer = `${publicUrl}${LOCAL_GOOGLE_PATH}`;
  return {
    issuer,
    clientId: LOCAL_GOOGLE_CLIENT_ID,
    jwks,
    keys: createLocalJWKSet(jwks),
    async mint(account, { nonce, audience = LOCAL_GOOGLE_CLIENT_ID }) {
      return new SignJWT({
        email: account.email,
        email_verified: account.emailVerified,
        name: account.name,
        ...(nonce ? { nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(localSubject(account.email))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    },
  };
}
