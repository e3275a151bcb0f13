import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'kabar';
const ALGORITHM = 'HS256';

export interface AccessTokenSigner {
  sign(userId: string): Promise<string>;
  /** The user id, or null for anything not signed by us, expired or of another audience or algorithm. */
  verify(token: string): Promise<string | null>;
}

interface SubjectTokenOptions {
  key: Uint8Array;
  /** Each kind of token has its own audience, so none can stand in for another. */
  audience: string;
  ttlSeconds: number;
  now?: () => number;
}

/** Short-lived signed tokens naming one user: the app's access token and the operator's proof. */
export function createSubjectTokenSigner({
  key,
  audience,
  ttlSeconds,
  now = Date.now,
}: SubjectTokenOptions): AccessTokenSigner {
  return {
    async sign(userId) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience,
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

export function createAccessTokenSigner(
  secret: string,
  now: () => number = Date.now,
): AccessTokenSigner {
  return createSubjectTokenSigner({
    key: new TextEncoder().encode(secret),
    audience: 'kabar-app',
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    now,
  });
}
