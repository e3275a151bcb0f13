import type { ZodType } from 'zod';

/**
 * What the OpenAPI document says about one route. The schemas are the shared zod schemas the
 * route parses its input with (and, where one exists, the shape of its `data`); they describe
 * the route only: the handler's own parse still answers, with our envelope and messages.
 */
export interface RouteDoc {
  summary: string;
  body?: ZodType;
  query?: ZodType;
  /** Defaults to every `:name` in the path as a string. */
  params?: ZodType;
  /** The `data` of a successful answer, where the shared package has its schema. */
  data?: ZodType;
  /** The success status, when not 200. */
  status?: number;
  /** An answer other than the JSON envelope (a file, a page, an event stream). */
  produces?: string;
  /** Needs `Authorization: Bearer <access token>`. */
  signedIn?: boolean;
}

/** Route docs by `METHOD /api/path`, as Fastify registers the path. */
export type RouteDocs = Record<string, RouteDoc>;
