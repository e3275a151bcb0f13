import { z } from 'zod';
import type { RouteDoc } from './route-doc';

const meta = z.object({ code: z.number().int(), msg: z.string() });

/** Every JSON answer under /api: `{data, meta: {code, msg}}` (a few spec calls add fields). */
export const envelopeOf = (data: z.ZodType) => z.looseObject({ data, meta });

/** A refusal: `data` is null, or `{errors: {field: message}}` when fields failed validation. */
const refusal = envelopeOf(
  z.union([z.null(), z.object({ errors: z.record(z.string(), z.string()) })]),
).describe('Refusal, with the message in meta.msg');

function paramsOf(url: string): z.ZodType | undefined {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (!names.length) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

/** The route schema @fastify/swagger documents, in zod (fastify-type-provider-zod converts it). */
export function routeSchema(url: string, tag: string, doc: RouteDoc) {
  const status = doc.status ?? 200;
  const success = doc.produces
    ? { description: doc.produces, content: { [doc.produces]: { schema: z.string() } } }
    : envelopeOf(doc.data ?? z.unknown());
  return {
    summary: doc.summary,
    tags: [tag],
    ...(doc.signedIn ? { security: [{ bearer: [] }] } : {}),
    ...(doc.body ? { body: doc.body } : {}),
    ...(doc.query ? { querystring: doc.query } : {}),
    ...((doc.params ?? paramsOf(url)) ? { params: doc.params ?? paramsOf(url) } : {}),
    response: { [status]: success, '4XX': refusal, '5XX': refusal },
  };
}
