import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { checkinLinkDtoSchema, checkinLinkInputSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import {
  createScreenLink,
  listScreenLinks,
  revokeScreenLink,
} from '../checkin/screen-links.queries';
import { toLinkDto } from '../checkin/link-dto';

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
        (await listScreenLinks(app.db, gate.invitation.id)).map(toLinkDto),
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
      return reply.status(201).send(envelope(toLinkDto(link), 'Link layar sapa dibuat.', 201));
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
        toLinkDto(await revokeScreenLink(app.db, gate.invitation.id, params.linkId)),
        'Link layar sapa dicabut.',
      ),
  );
};
