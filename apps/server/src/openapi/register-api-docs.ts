import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteDocs } from './route-doc';
import { routeSchema } from './route-schema';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document of every /api route, at /api/docs/openapi.json, and a page to read it at
 * /api/docs (the UI's files come from the package, nothing from a CDN). Routes carry no schema of
 * their own: the document is drawn from `docs`, so requests are parsed and answered exactly as
 * before. Registered before the routes, whose registration the document follows.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  docsByTag: Record<string, RouteDocs>,
): Promise<void> {
  const docs = new Map(
    Object.entries(docsByTag).flatMap(([tag, routes]) =>
      Object.entries(routes).map(([key, doc]) => [key, { tag, doc }] as const),
    ),
  );
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${app.config.site.brandName} API`,
        description:
          'Every answer is `{data, meta: {code, msg}}`; a refusal names the failed fields in `data.errors`.',
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (document) => {
      const { url, route } = document;
      if (!url.startsWith('/api/') || url.startsWith(API_DOCS_PREFIX)) {
        return { schema: { hide: true }, url };
      }
      const found = docs.get(`${String(route.method)} ${url}`);
      if (!found) return { schema: undefined as never, url };
      return jsonSchemaTransform({ ...document, schema: routeSchema(url, found.tag, found.doc) });
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { validatorUrl: null },
  });
  app.get(`${API_DOCS_PREFIX}/openapi.json`, () => app.swagger());
}
