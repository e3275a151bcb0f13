import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { giftDtoSchema, giftInputSchema, giftLedgerSchema, totalGifts } from '@kabar/shared';
import { access } from '../../http/route-contract';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { giftsCsv } from './gifts-csv';
import {
  createGift,
  deleteGift,
  GIFT_NOT_FOUND,
  listGifts,
  toGiftDto,
  updateGift,
} from './gifts.queries';

const giftParams = z.object({ giftId: z.uuid({ error: GIFT_NOT_FOUND }) });

/** The gift ledger: the couple's and their co-admins' by role (the check-in link never reaches it). */
export const giftsRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'gifts');

  route.get(
    '/invitations/:invitationId/gifts',
    { summary: 'The gift ledger', access: access.invitation('gifts.view'), data: giftLedgerSchema },
    async ({ gate }) => {
      const list = (await listGifts(app.db, gate.invitation.id)).map(toGiftDto);
      return envelope(
        { gifts: list, totals: totalGifts(list) },
        'Catatan hadiah berhasil diambil.',
      );
    },
  );

  route.post(
    '/invitations/:invitationId/gifts',
    {
      summary: 'Record a gift',
      access: access.invitation('gifts.edit'),
      body: giftInputSchema,
      data: giftDtoSchema,
      status: 201,
    },
    async ({ gate, body }, _request, reply) => {
      const gift = await createGift(app.db, gate.invitation.id, body);
      return reply.status(201).send(envelope(toGiftDto(gift), 'Hadiah dicatat.', 201));
    },
  );

  route.patch(
    '/invitations/:invitationId/gifts/:giftId',
    {
      summary: 'Edit a gift',
      access: access.invitation('gifts.edit'),
      params: giftParams,
      body: giftInputSchema,
      data: giftDtoSchema,
    },
    async ({ gate, params, body }) => {
      const gift = await updateGift(app.db, gate.invitation.id, params.giftId, body);
      return envelope(toGiftDto(gift), 'Catatan hadiah diperbarui.');
    },
  );

  route.delete(
    '/invitations/:invitationId/gifts/:giftId',
    {
      summary: 'Remove a gift',
      access: access.invitation('gifts.edit'),
      params: giftParams,
      data: null,
    },
    async ({ gate, params }) => {
      await deleteGift(app.db, gate.invitation.id, params.giftId);
      return envelope(null, 'Catatan hadiah dihapus.');
    },
  );

  route.get(
    '/invitations/:invitationId/gifts/export',
    {
      summary: 'The gift ledger as CSV',
      access: access.invitation('gifts.view'),
      produces: 'text/csv',
    },
    async ({ gate }, _request, reply) => {
      const list = (await listGifts(app.db, gate.invitation.id)).map(toGiftDto);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="hadiah-${gate.invitation.slug ?? 'undangan'}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(giftsCsv(list, totalGifts(list).amount));
    },
  );
};
