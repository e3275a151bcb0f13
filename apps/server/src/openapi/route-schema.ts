import { z } from 'zod';
import { envelopeOf } from '../http/envelope-schema';
import type { DeclaredContract } from '../http/route-contract';

/** A refusal: `data` is null, or `{errors: {field: message}}` when fields failed validation. */
const refusal = envelopeOf(
  z.union([z.null(), z.object({ errors: z.record(z.string(), z.string()) })]),
).describe('Refusal, with the message in meta.msg');

/** Every `:name` of the path as a string, with the declared schema where the route has one. */
function paramsOf(url: string, declared: z.ZodObject | undefined): z.ZodType | undefined {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (!names.length) return undefined;
  const shape = declared?.shape ?? {};
  return z.object(Object.fromEntries(names.map((name) => [name, shape[name] ?? z.string()])));
}

/** The route schema @fastify/swagger documents, in zod (fastify-type-provider-zod converts it). */
export function routeSchema(url: string, { tag, contract }: DeclaredContract) {
  const statuses = [contract.status ?? 200].flat();
  const success =
    'produces' in contract
      ? {
          description: contract.produces,
          content: { [contract.produces]: { schema: z.string() } },
        }
      : envelopeOf(contract.data ?? z.null());
  const params = paramsOf(url, contract.params);
  return {
    summary: contract.summary,
    tags: [tag],
    security: contract.access.kind === 'public' ? [] : [{ bearer: [] }],
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(params ? { params } : {}),
    response: {
      ...Object.fromEntries(statuses.map((status) => [status, success])),
      '4XX': refusal,
      '5XX': refusal,
    },
  };
}
