import type { FastifyPluginAsync } from 'fastify';
import { giftInputSchema, totalGifts } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { idOr404 } from '../guests/guest-access';
import { authorizeInvitation } from '../invitations/invitation-access';
import { giftsCsv } from './gifts-csv';
import {
  createGift,
  deleteGift,
  GIFT_NOT_FOUND,
  listGifts,
  toGiftDto,
  updateGift,
} from './gifts.queries';

interface Params {
  invitationId: string;
  giftId: string;
}

/** The gift ledger: the couple's and their co-admins' by role (the check-in link never reaches it). */
export const giftsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get<{ Params: Params }>('/invitations/:invitationId/gifts', async (request) => {
    const { invitation } = await authorizeInvitation(
      app.db,
      request.userId,
      request.params.invitationId,
      'gifts.view',
    );
    const list = (await listGifts(app.db, invitation.id)).map(toGiftDto);
    return envelope({ gifts: list, totals: totalGifts(list) }, 'Catatan hadiah berhasil diambil.');
  });

  app.post<{ Params: Params }>('/invitations/:invitationId/gifts', async (request, reply) => {
    const { invitation } = await authorizeInvitation(
      app.db,
      request.userId,
      request.params.invitationId,
      'gifts.edit',
    );
    const values = parseInput(giftInputSchema, request.body);
    const gift = await createGift(app.db, invitation.id, values);
    return reply.status(201).send(envelope(toGiftDto(gift), 'Hadiah dicatat.', 201));
  });

  app.patch<{ Params: Params }>('/invitations/:invitationId/gifts/:giftId', async (request) => {
    const { invitation } = await authorizeInvitation(
      app.db,
      request.userId,
      request.params.invitationId,
      'gifts.edit',
    );
    const giftId = idOr404(request.params.giftId, GIFT_NOT_FOUND);
    const values = parseInput(giftInputSchema, request.body);
    const gift = await updateGift(app.db, invitation.id, giftId, values);
    return envelope(toGiftDto(gift), 'Catatan hadiah diperbarui.');
  });

  app.delete<{ Params: Params }>('/invitations/:invitationId/gifts/:giftId', async (request) => {
    const { invitation } = await authorizeInvitation(
      app.db,
      request.userId,
      request.params.invitationId,
      'gifts.edit',
    );
    const giftId = idOr404(request.params.giftId, GIFT_NOT_FOUND);
    await deleteGift(app.db, invitation.id, giftId);
    return envelope(null, 'Catatan hadiah dihapus.');
  });

  app.get<{ Params: Params }>('/invitations/:invitationId/gifts/export', async (request, reply) => {
    const { invitation } = await authorizeInvitation(
      app.db,
      request.userId,
      request.params.invitationId,
      'gifts.view',
    );
    const list = (await listGifts(app.db, invitation.id)).map(toGiftDto);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="hadiah-${invitation.slug ?? 'undangan'}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(giftsCsv(list, totalGifts(list).amount));
  });
};
