import type { FastifyInstance } from 'fastify';

/** Plain HTML form posts (the guests' forms, the editor's live preview) as a flat object. */
export function acceptFormPosts(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
