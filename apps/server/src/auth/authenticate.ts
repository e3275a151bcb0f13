import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import type { AccessTokenSigner } from './access-token';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokenSigner;
    /** preHandler for routes that need a signed-in user; sets request.userId or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    userId: string;
  }
}

export const UNAUTHENTICATED_MESSAGE = 'Sesimu telah berakhir. Silakan masuk kembali.';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

export function registerAuthentication(app: FastifyInstance, tokens: AccessTokenSigner): void {
  app.decorate('tokens', tokens);
  app.decorateRequest('userId', '');
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const userId = token ? await tokens.verify(token) : null;
    if (!userId) throw new AppError(401, UNAUTHENTICATED_MESSAGE);
    request.userId = userId;
  });
}
