import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { checkinLinkDtoSchema, checkinLinkInputSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { createCheckinLink, listCheckinLinks, revokeCheckinLink } from './checkin-links.queries';
import { toLinkDto } from './link-dto';

const linkParams = z.object({ linkId: z.uuid({ error: 'Link check-in tidak ditemukan.' }) });

/** The couple (or an editor) hands out and revokes the links their helpers use at the door. */
export const checkinLinksRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'checkin');

  route.get(
    '/invitations/:invitationId/checkin-links',
    {
      summary: 'The helpers’ check-in links',
      access: access.invitation('checkin.manage'),
      data: z.array(checkinLinkDtoSchema),
    },
    async ({ gate }) =>
      envelope(
        (await listCheckinLinks(app.db, gate.invitation.id)).map(toLinkDto),
        'Link check-in berhasil diambil.',
      ),
  );

  route.post(
    '/invitations/:invitationId/checkin-links',
    {
      summary: 'Make a check-in link',
      access: access.invitation('checkin.manage'),
      body: checkinLinkInputSchema,
      data: checkinLinkDtoSchema,
      status: 201,
    },
    async ({ gate, body }, _request, reply) => {
      const link = await createCheckinLink(app.db, gate.invitation.id, body.label);
      return reply.status(201).send(envelope(toLinkDto(link), 'Link check-in dibuat.', 201));
    },
  );

  route.delete(
    '/invitations/:invitationId/checkin-links/:linkId',
    {
      summary: 'Revoke a check-in link',
      access: access.invitation('checkin.manage'),
      params: linkParams,
      data: checkinLinkDtoSchema,
    },
    async ({ gate, params }) => {
      const link = await revokeCheckinLink(app.db, gate.invitation.id, params.linkId);
      return envelope(toLinkDto(link), 'Link check-in dicabut.');
    },
  );
};
