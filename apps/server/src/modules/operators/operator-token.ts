import { jwtVerify, SignJWT } from 'jose';

/** How long a passed second factor lasts: one working sitting, then the code is asked again. */
export const OPERATOR_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
const ISSUER = 'kabar';
/** Another audience than the access token's, so neither can stand in for the other. */
const AUDIENCE = 'kabar-operator';
const ALGORITHM = 'HS256';

export interface OperatorTokenSigner {
  sign(userId: string): Promise<string>;
  /** The operator's user id, or null for anything not signed by us for the console or expired. */
  verify(token: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorTokens: OperatorTokenSigner;
  }
}

/** Proof that the operator passed the second factor, carried beside the access token. */
export function createOperatorTokenSigner(secret: string): OperatorTokenSigner {
  const key = new TextEncoder().encode(`operator:${secret}`);
  return {
    async sign(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${OPERATOR_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
