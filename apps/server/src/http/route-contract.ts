import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodObject, ZodType } from 'zod';
import type { ApiEnvelope, InvitationAction } from '@kabar/shared';
import type { InvitationAccess } from '../modules/invitations/invitation-access';

/**
 * Who may call a route. Signed in unless a route says otherwise; an invitation action runs the
 * access gate on the invitation the path names (`:invitationId` or `:id`), or, for `body`, on the
 * optional `invitation_id` of the body (a save that may create the invitation).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'invitation'; action: InvitationAction; from: 'path' | 'body' }
  | { kind: 'operator'; secondFactor: boolean };

export const access = {
  /** Anyone; the route guards itself (a desk code, a signed notification, a rate limit). */
  public: { kind: 'public' } as const,
  signedIn: { kind: 'signed-in' } as const,
  invitation: (action: InvitationAction) => ({ kind: 'invitation', action, from: 'path' }) as const,
  invitationInBody: (action: InvitationAction) =>
    ({ kind: 'invitation', action, from: 'body' }) as const,
  /**
   * An operator who passed the second factor this sitting (docs/security.md #51). Anyone else,
   * signed in or not, gets 404 as if the route did not exist; every call is limited in rate.
   */
  operator: { kind: 'operator', secondFactor: true } as const,
  /** An operator before the second factor: setting it up or entering a code. */
  operatorFirstFactor: { kind: 'operator', secondFactor: false } as const,
};

interface ContractBase {
  summary: string;
  access: RouteAccess;
  /** Each `:name` of the path; a value that cannot exist answers 404 with the schema's message. */
  params?: ZodObject;
  query?: ZodType;
  body?: ZodType;
  /** The success status, when not 200; several where one route both creates and updates. */
  status?: number | readonly number[];
  /** The status of a refused query or body (422 unless a spec call says 400). */
  invalidStatus?: 400 | 422;
  /** The status of refused params: 404 (as a missing record) unless a spec call says 400. */
  invalidParamsStatus?: 400 | 404;
}

/** One route's whole contract: what it takes, what its answer's `data` is, and who may call it. */
export type RouteContract = ContractBase &
  (
    | { /** The envelope's `data` on success; null when it carries none. */ data: ZodType | null }
    | {
        /** An answer other than the JSON envelope (a file, a page, an event stream). */ produces: string;
      }
  );

type Parsed<S> = S extends ZodType ? z.output<S> : undefined;

/** What the enforcing hook hands a handler: parsed input, the caller, and the gate's answer. */
export interface RouteInput<C extends RouteContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  /** The signed-in caller (the operator on an operator route); empty on a public route. */
  userId: string;
  gate: C['access'] extends { kind: 'invitation'; from: 'path' }
    ? InvitationAccess
    : C['access'] extends { kind: 'invitation'; from: 'body' }
      ? InvitationAccess | null
      : undefined;
}

/** A JSON route answers its declared `data` in the envelope, or sends its own reply. */
export type RouteAnswer<C extends RouteContract> = C extends { data: infer D }
  ? D extends ZodType
    ? ApiEnvelope<z.input<D>> | FastifyReply
    : ApiEnvelope<null> | FastifyReply
  : unknown;

export type RouteHandler<C extends RouteContract> = (
  input: RouteInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteAnswer<C>> | RouteAnswer<C>;

/** A route's contract as it travels on the route's config: with the tag it is documented under. */
export interface DeclaredContract {
  tag: string;
  contract: RouteContract;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    declared?: DeclaredContract;
  }
}
