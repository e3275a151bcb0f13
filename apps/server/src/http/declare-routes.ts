import type { FastifyInstance, HTTPMethods, RouteShorthandOptions } from 'fastify';
import type { RouteContract, RouteHandler, RouteInput } from './route-contract';

/** What a route may add beside its contract: body size, its own rate-limit hooks. */
export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler' | 'onRequest'>;

function declare(app: FastifyInstance, tag: string, method: HTTPMethods) {
  return <const C extends RouteContract>(
    url: string,
    contract: C,
    handler: RouteHandler<C>,
    extras: RouteExtras = {},
  ) => {
    app.route({
      method,
      url,
      ...extras,
      config: { declared: { tag, contract } },
      handler: (request, reply) =>
        handler(request.routeInput as unknown as RouteInput<C>, request, reply),
    });
  };
}

/**
 * The only way a module adds an /api route: each one states its contract where it is defined
 * (see enforce-route-contracts.ts), under the module's tag in the API document.
 */
export function declareRoutes(app: FastifyInstance, tag: string) {
  return {
    get: declare(app, tag, 'GET'),
    post: declare(app, tag, 'POST'),
    put: declare(app, tag, 'PUT'),
    patch: declare(app, tag, 'PATCH'),
    delete: declare(app, tag, 'DELETE'),
  };
}
