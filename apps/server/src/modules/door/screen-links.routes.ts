import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { checkinLinkDtoSchema, checkinLinkInputSchema, type CheckinLinkDto } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import {
  createScreenLink,
  listScreenLinks,
  revokeScreenLink,
  type ScreenLink,
} from '../checkin/screen-links.queries';

/** A screen link has a desk link's shape: a label, its code, and when it was revoked or used. */
function toDto(link: ScreenLink): CheckinLinkDto {
  return {
    id: link.id,
    label: link.label,
    code: link.code,
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
  };
}

const linkParams = z.object({ linkId: z.uuid({ error: 'Link layar sapa tidak ditemukan.' }) });

/** The couple (or an editor) makes and revokes the links the venue's screens open. */
export const screenLinksRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'door');

  route.get(
    '/invitations/:invitationId/screen-links',
    {
      summary: 'The greeting screens’ links',
      access: access.invitation('checkin.manage'),
      data: z.array(checkinLinkDtoSchema),
    },
    async ({ gate }) =>
      envelope(
        (await listScreenLinks(app.db, gate.invitation.id)).map(toDto),
        'Link layar sapa berhasil diambil.',
      ),
  );

  route.post(
    '/invitations/:invitationId/screen-links',
    {
      summary: 'Make a greeting screen link',
      access: access.invitation('checkin.manage'),
      body: checkinLinkInputSchema,
      data: checkinLinkDtoSchema,
      status: 201,
    },
    async ({ gate, body }, _request, reply) => {
      const link = await createScreenLink(app.db, gate.invitation.id, body.label);
      return reply.status(201).send(envelope(toDto(link), 'Link layar sapa dibuat.', 201));
    },
  );

  route.delete(
    '/invitations/:invitationId/screen-links/:linkId',
    {
      summary: 'Revoke a greeting screen link',
      access: access.invitation('checkin.manage'),
      params: linkParams,
      data: checkinLinkDtoSchema,
    },
    async ({ gate, params }) =>
      envelope(
        toDto(await revokeScreenLink(app.db, gate.invitation.id, params.linkId)),
        'Link layar sapa dicabut.',
      ),
  );
};
