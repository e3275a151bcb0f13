import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CUSTOM_DOMAIN_MESSAGES,
  customDomainInputSchema,
  type CustomDomainStatus,
} from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { authorizeInvitation } from '../invitations/invitation-access';
import type { Invitation } from '../invitations/invitations.schema';
import { askedHostname } from './asked-hostname';
import { checkDomain } from './check-domains';
import { hasCustomDomainPlan, toCustomDomainDto } from './domain-state';
import {
  deleteDomain,
  DOMAIN_MESSAGES,
  findDomainOfInvitation,
  insertDomain,
  ownerPlan,
  syncPlan,
} from './domains.queries';
import type { CustomDomain } from './domains.schema';

interface Params {
  invitationId: string;
}

/** "Periksa sekarang" asks DNS at most this often per domain. */
const CHECK_EVERY_MS = 3000;

/**
 * The couple's custom domain for one invitation (owner only; the plan is the owner's), and the
 * `ask` endpoint the TLS server calls before it gets a certificate for a name.
 */
export const domainsRoutes: FastifyPluginAsync = async (app) => {
  const { config, hosts } = app.domains;

  app.get('/domains/ask', async (request, reply) => {
    const hostname = askedHostname((request.query as Record<string, unknown>).domain);
    const domain = hostname ? await hosts.resolve(hostname) : null;
    if (!domain) return reply.status(404).send(envelope(null, 'Domain tidak dilayani.', 404));
    return envelope({ hostname: domain.hostname }, 'Domain dilayani.');
  });

  app.register(async (owner) => {
    owner.addHook('preHandler', owner.authenticate);

    /** The notice after a plan change starts as soon as anyone, the couple included, looks. */
    async function status(invitation: Invitation, found: CustomDomain | null) {
      const entitled = hasCustomDomainPlan(await ownerPlan(app.db, invitation.userId));
      const now = new Date();
      const domain = found && (await syncPlan(app.db, found, entitled, now));
      const data: CustomDomainStatus = {
        entitled,
        domain: domain ? toCustomDomainDto(domain, now, config) : null,
      };
      return data;
    }

    const owned = async (request: FastifyRequest<{ Params: Params }>) =>
      (
        await authorizeInvitation(
          app.db,
          request.userId,
          request.params.invitationId,
          'domain.manage',
        )
      ).invitation;

    owner.get<{ Params: Params }>('/invitations/:invitationId/domain', async (request) => {
      const invitation = await owned(request);
      const domain = await findDomainOfInvitation(app.db, invitation.id);
      return envelope(await status(invitation, domain), 'Custom domain berhasil diambil.');
    });

    owner.put<{ Params: Params }>('/invitations/:invitationId/domain', async (request, reply) => {
      const invitation = await owned(request);
      const { domain: hostname } = parseInput(customDomainInputSchema, request.body);
      if (app.domains.isOwnHostname(hostname)) {
        throw new AppError(422, CUSTOM_DOMAIN_MESSAGES.ours, {
          errors: { domain: CUSTOM_DOMAIN_MESSAGES.ours },
        });
      }
      const plan = await ownerPlan(app.db, invitation.userId);
      if (!hasCustomDomainPlan(plan)) throw new AppError(403, DOMAIN_MESSAGES.needsVip);
      const existing = await findDomainOfInvitation(app.db, invitation.id);
      if (existing?.hostname === hostname) {
        return envelope(await status(invitation, existing), 'Custom domain sudah tersimpan.');
      }
      if (existing) throw new AppError(409, DOMAIN_MESSAGES.oneOnly);
      const created = await insertDomain(app.db, invitation.id, hostname);
      hosts.forget(hostname);
      return reply
        .status(201)
        .send(
          envelope(
            await status(invitation, created),
            'Domain disimpan. Buat record DNS di bawah ini, lalu tekan Periksa sekarang.',
            201,
          ),
        );
    });

    owner.post<{ Params: Params }>('/invitations/:invitationId/domain/check', async (request) => {
      const invitation = await owned(request);
      const domain = await findDomainOfInvitation(app.db, invitation.id);
      if (!domain) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
      const recent = domain.checkedAt && Date.now() - domain.checkedAt.getTime() < CHECK_EVERY_MS;
      const checked = recent
        ? domain
        : await checkDomain(app.domains, domain, await ownerPlan(app.db, invitation.userId));
      hosts.forget(domain.hostname);
      return envelope(await status(invitation, checked), 'Record DNS sudah diperiksa.');
    });

    owner.delete<{ Params: Params }>('/invitations/:invitationId/domain', async (request) => {
      const invitation = await owned(request);
      const domain = await findDomainOfInvitation(app.db, invitation.id);
      if (!domain) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
      await deleteDomain(app.db, domain);
      hosts.forget(domain.hostname);
      return envelope(await status(invitation, null), 'Custom domain dihapus.');
    });
  });
};
