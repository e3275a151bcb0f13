import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'kabar';
const AUDIENCE = 'kabar-app';
const ALGORITHM = 'HS256';

export interface AccessTokenSigner {
  sign(userId: string): Promise<string>;
  /** The user id, or null for anything not signed by us, expired or of another algorithm. */
  verify(token: string): Promise<string | null>;
}

export function createAccessTokenSigner(
  secret: string,
  now: () => number = Date.now,
): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          // jose checks exp only when present: a token without one would never expire.
          requiredClaims: ['exp', 'sub'],
          currentDate: new Date(now()),
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
