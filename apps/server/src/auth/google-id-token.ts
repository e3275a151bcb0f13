import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AUTH_MESSAGES } from '@kabar/shared';
import { AppError } from '../http/errors';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** docs/security.md #15: 300 s of clock skew. */
const GOOGLE_CLOCK_SKEW_SECONDS = 300;

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  nonce: string | undefined;
}

export interface GoogleIdTokenVerifier {
  /** The identity in a valid ID token; anything else answers 401. */
  verify(idToken: string): Promise<GoogleIdentity>;
}

/**
 * Verifies an ID token: RS256 only, signed by a key of `keys`, `iss` one of `issuers`, `aud` our
 * client id, `exp` with 300 s skew. Nothing the client says beside the token is trusted.
 */
export function createGoogleIdTokenVerifier({
  clientId,
  keys,
  issuers = GOOGLE_ISSUERS,
  now,
}: {
  clientId: string;
  keys: JWTVerifyGetKey;
  issuers?: string[];
  now?: () => number;
}): GoogleIdTokenVerifier {
  return {
    async verify(idToken) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          issuer: issuers,
          audience: clientId,
          clockTolerance: GOOGLE_CLOCK_SKEW_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
          ...(now ? { currentDate: new Date(now()) } : {}),
        }));
      } catch {
        throw new AppError(401, AUTH_MESSAGES.googleDefaultError);
      }
      const { sub, email, email_verified: verified, name, nonce } = payload;
      if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) {
        throw new AppError(401, AUTH_MESSAGES.googleDefaultError);
      }
      return {
        sub,
        email: email.trim(),
        // Google sends a boolean; some older tokens carried the string "true".
        emailVerified: verified === true || verified === 'true',
        name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : email,
        nonce: typeof nonce === 'string' ? nonce : undefined,
      };
    },
  };
}

/** Google's published keys, fetched on first use and cached by jose. */
export function googleKeys(): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), {
    cacheMaxAge: 6 * 60 * 60 * 1000,
    timeoutDuration: 5000,
  });
}
