import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeSchema } from './route-schema';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document of every /api route, at /api/docs/openapi.json, and a page to read it at
 * /api/docs (the UI's files come from the package, nothing from a CDN). Each operation is drawn
 * from the contract its route declares (http/route-contract.ts); the contract, not a Fastify
 * schema, parses the input, so requests are refused with our envelope and messages. Registered
 * before the routes, whose registration the document follows.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
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
      const declared = route.config?.declared;
      if (!url.startsWith('/api/') || url.startsWith(API_DOCS_PREFIX) || !declared) {
        return { schema: { hide: true }, url };
      }
      return jsonSchemaTransform({ ...document, schema: routeSchema(url, declared) });
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { validatorUrl: null },
  });
  app.get(`${API_DOCS_PREFIX}/openapi.json`, () => app.swagger());
}
