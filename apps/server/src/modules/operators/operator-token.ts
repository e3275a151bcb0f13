import { createSubjectTokenSigner, type AccessTokenSigner } from '../../auth/access-token';

/** How long a passed second factor lasts: one working sitting, then the code is asked again. */
export const OPERATOR_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

/** `verify` gives the operator's user id, or null for anything not signed for the console. */
export type OperatorTokenSigner = AccessTokenSigner;

declare module 'fastify' {
  interface FastifyInstance {
    operatorTokens: OperatorTokenSigner;
  }
}

/** Proof that the operator passed the second factor, carried beside the access token. */
export function createOperatorTokenSigner(secret: string): OperatorTokenSigner {
  return createSubjectTokenSigner({
    key: new TextEncoder().encode(`operator:${secret}`),
    audience: 'kabar-operator',
    ttlSeconds: OPERATOR_TOKEN_TTL_SECONDS,
  });
}
