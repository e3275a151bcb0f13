import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import type { InvitationAction } from '@kabar/shared';
import { authorizeInvitation } from '../modules/invitations/invitation-access';
import { admitOperator } from '../modules/operators/admit-operator';
import { envelope } from './envelope';
import { envelopeOf } from './envelope-schema';
import { NotFoundError } from './errors';
import type { DeclaredContract, RouteContract, RouteInput } from './route-contract';
import { parseInput } from './validate';

/** A registered /api route with its contract: what the access table and the API document read. */
export interface DeclaredRoute extends DeclaredContract {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    routeInput: RouteInput<RouteContract> | null;
  }
}

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const pathNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** Why a declared contract cannot be enforced as written, or null when it can. */
function contractFault(url: string, contract: RouteContract): string | null {
  if (!contract.access) return 'declares no access';
  if (!('data' in contract) && !('produces' in contract)) return 'declares no answer schema';
  const names = pathNames(url);
  const gateParam = names.find((name) => name === 'invitationId' || name === 'id');
  const { access } = contract;
  if (access.kind === 'invitation' && access.from === 'path' && !gateParam) {
    return 'asks the gate but names no :invitationId or :id';
  }
  const declared = Object.keys(contract.params?.shape ?? {});
  const undeclared = names.filter((name) => name !== gateParam && !declared.includes(name));
  if (undeclared.length) return `declares no schema for :${undeclared.join(', :')}`;
  return null;
}

function parseParams(contract: RouteContract, params: unknown) {
  if (!contract.params) return undefined;
  const status = contract.invalidParamsStatus ?? 404;
  if (status === 400) return parseInput(contract.params, params, 400);
  const result = contract.params.safeParse(params);
  if (!result.success) throw new NotFoundError(result.error.issues[0]?.message);
  return result.data;
}

function invitationIdOf(request: FastifyRequest, from: 'path' | 'body'): unknown {
  if (from === 'path') {
    const params = request.params as Record<string, string | undefined>;
    return params.invitationId ?? params.id;
  }
  const body = request.body as { invitation_id?: unknown } | null | undefined;
  return body?.invitation_id ?? null;
}

/**
 * Runs before every declared route's handler, in this order: signed in (unless public; an
 * operator route admits only an operator, answering 404 to everyone else), the
 * access gate once (404 to whoever has no place in the invitation, 403 to a role without the
 * action), then params, query and body through their shared schemas.
 */
function enforcer(app: FastifyInstance) {
  return async function enforceContract(request: FastifyRequest) {
    if (request.routeInput) return;
    const { contract } = request.routeOptions.config.declared!;
    const { access } = contract;
    if (access.kind === 'operator') await admitOperator(app, request, access.secondFactor);
    else if (access.kind !== 'public') await app.authenticate(request);
    let gate = undefined;
    if (access.kind === 'invitation') {
      const id = invitationIdOf(request, access.from);
      gate =
        access.from === 'body' && id === null
          ? null
          : await authorizeInvitation(app.db, request.userId, id, access.action);
    }
    const invalid = contract.invalidStatus ?? 422;
    request.routeInput = {
      params: parseParams(contract, request.params),
      query: contract.query ? parseInput(contract.query, request.query, invalid) : undefined,
      body: contract.body ? parseInput(contract.body, request.body, invalid) : undefined,
      userId: request.userId,
      gate,
    } as RouteInput<RouteContract>;
  };
}

/**
 * The gate for the one page that is not under /api but acts for a signed-in person: the editor's
 * live preview, whose session travels in its form post (it draws into a frame). Kept here so the
 * gate is asked from this file only.
 */
export function gatePageRequest(
  app: FastifyInstance,
  actorId: string,
  invitationId: unknown,
  action: InvitationAction,
) {
  return authorizeInvitation(app.db, actorId, invitationId, action);
}

/**
 * In tests: a 2xx JSON answer must match its declared `data` and one of its declared statuses, so
 * a renamed field or an undocumented status fails a test. The envelope's schema is built once,
 * when the route is registered.
 */
function answerChecker(data: z.ZodType | null, statuses: readonly number[]): onSendHookHandler {
  const schema = envelopeOf(data ?? z.null());
  return async (request, reply: FastifyReply, payload) => {
    if (reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    const result = schema.safeParse(JSON.parse(payload));
    const fault = !statuses.includes(reply.statusCode)
      ? `answered ${reply.statusCode}, not a declared status (${statuses.join(', ')})`
      : result.success
        ? null
        : `the answer does not match its declared data\n${z.prettifyError(result.error)}`;
    if (!fault) return payload;
    const message = `${request.method} ${request.routeOptions.url}: ${fault}`;
    console.error(message);
    reply.status(500);
    return JSON.stringify(envelope(null, message, 500));
  };
}

const hooksOf = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The one place that enforces every /api route's contract. Registered before any route: a route
 * under /api without a declared contract, or with one that cannot be enforced, stops the server
 * from starting with one line naming it.
 */
export function enforceRouteContracts(
  app: FastifyInstance,
  { checkAnswers }: { checkAnswers: boolean },
): void {
  const declaredRoutes: DeclaredRoute[] = [];
  const enforceContract = enforcer(app);
  app.decorate('declaredRoutes', declaredRoutes);
  app.decorateRequest('routeInput', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const methods = [route.method].flat().join(',');
    const declared = route.config?.declared;
    const fault = declared
      ? contractFault(route.url, declared.contract)
      : 'declares no contract (declare it with declareRoutes)';
    if (fault) throw new Error(`${methods} ${route.url} ${fault}`);
    const preHandlers = hooksOf(route.preHandler);
    if (preHandlers.includes(enforceContract)) return;
    route.preHandler = [enforceContract, ...preHandlers];
    const { contract } = declared!;
    if (checkAnswers && 'data' in contract) {
      route.onSend = [
        ...hooksOf(route.onSend),
        answerChecker(contract.data, [contract.status ?? 200].flat()),
      ];
    }
    if (methods !== 'HEAD') declaredRoutes.push({ method: methods, url: route.url, ...declared! });
  });
}
