import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  CUSTOM_DOMAIN_MESSAGES,
  customDomainInputSchema,
  customDomainStatusSchema,
  type CustomDomainStatus,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import type { InvitationAccess } from '../invitations/invitation-access';
import { askedHostname } from './asked-hostname';
import { checkDomain } from './check-domains';
import { hasCustomDomainPlan, toCustomDomainDto } from './domain-state';
import {
  deleteDomain,
  DOMAIN_MESSAGES,
  findDomainOfInvitation,
  insertDomain,
  syncPlan,
} from './domains.queries';
import type { CustomDomain } from './domains.schema';

/** "Periksa sekarang" asks DNS at most this often per domain. */
const CHECK_EVERY_MS = 3000;

/** Anything but one name is a name this server does not serve. */
const askQuery = z.object({ domain: z.string().optional().catch(undefined) });

/**
 * The couple's custom domain for one invitation (owner only; the plan is the owner's), and the
 * `ask` endpoint the TLS server calls before it gets a certificate for a name.
 */
export const domainsRoutes: FastifyPluginAsync = async (app) => {
  const { config, hosts } = app.domains;
  const route = declareRoutes(app, 'domains');
  const owner = access.invitation('domain.manage');

  route.get(
    '/domains/ask',
    {
      summary: 'Whether a name (?domain=) is served here: the TLS server asks before a certificate',
      access: access.public,
      query: askQuery,
      data: z.object({ hostname: z.string() }),
    },
    async ({ query }, _request, reply) => {
      const hostname = askedHostname(query.domain);
      const domain = hostname ? await hosts.resolve(hostname) : null;
      if (!domain) return reply.status(404).send(envelope(null, 'Domain tidak dilayani.', 404));
      return envelope({ hostname: domain.hostname }, 'Domain dilayani.');
    },
  );

  /** The notice after a plan change starts as soon as anyone, the couple included, looks. */
  async function status(
    gate: InvitationAccess,
    found: CustomDomain | null,
  ): Promise<CustomDomainStatus> {
    const entitled = hasCustomDomainPlan(gate.ownerPlan);
    const now = new Date();
    const domain = found && (await syncPlan(app.db, found, entitled, now));
    return { entitled, domain: domain ? toCustomDomainDto(domain, now, config) : null };
  }

  route.get(
    '/invitations/:invitationId/domain',
    {
      summary: 'The invitation’s custom domain and its DNS records',
      access: owner,
      data: customDomainStatusSchema,
    },
    async ({ gate }) => {
      const domain = await findDomainOfInvitation(app.db, gate.invitation.id);
      return envelope(await status(gate, domain), 'Custom domain berhasil diambil.');
    },
  );

  route.put(
    '/invitations/:invitationId/domain',
    {
      summary: 'Attach a custom domain',
      access: owner,
      body: customDomainInputSchema,
      data: customDomainStatusSchema,
      status: 201,
    },
    async ({ gate, body: { domain: hostname } }, _request, reply) => {
      if (app.domains.isOwnHostname(hostname)) {
        throw new AppError(422, CUSTOM_DOMAIN_MESSAGES.ours, {
          errors: { domain: CUSTOM_DOMAIN_MESSAGES.ours },
        });
      }
      if (!hasCustomDomainPlan(gate.ownerPlan)) throw new AppError(403, DOMAIN_MESSAGES.needsVip);
      const existing = await findDomainOfInvitation(app.db, gate.invitation.id);
      if (existing?.hostname === hostname) {
        return envelope(await status(gate, existing), 'Custom domain sudah tersimpan.');
      }
      if (existing) throw new AppError(409, DOMAIN_MESSAGES.oneOnly);
      const created = await insertDomain(app.db, gate.invitation.id, hostname);
      hosts.forget(hostname);
      return reply
        .status(201)
        .send(
          envelope(
            await status(gate, created),
            'Domain disimpan. Buat record DNS di bawah ini, lalu tekan Periksa sekarang.',
            201,
          ),
        );
    },
  );

  route.post(
    '/invitations/:invitationId/domain/check',
    { summary: 'Check the DNS records now', access: owner, data: customDomainStatusSchema },
    async ({ gate }) => {
      const domain = await findDomainOfInvitation(app.db, gate.invitation.id);
      if (!domain) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
      const recent = domain.checkedAt && Date.now() - domain.checkedAt.getTime() < CHECK_EVERY_MS;
      const checked = recent ? domain : await checkDomain(app.domains, domain, gate.ownerPlan);
      hosts.forget(domain.hostname);
      return envelope(await status(gate, checked), 'Record DNS sudah diperiksa.');
    },
  );

  route.delete(
    '/invitations/:invitationId/domain',
    { summary: 'Remove the custom domain', access: owner, data: customDomainStatusSchema },
    async ({ gate }) => {
      const domain = await findDomainOfInvitation(app.db, gate.invitation.id);
      if (!domain) throw new NotFoundError(DOMAIN_MESSAGES.notFound);
      await deleteDomain(app.db, domain);
      hosts.forget(domain.hostname);
      return envelope(await status(gate, null), 'Custom domain dihapus.');
    },
  );
};
