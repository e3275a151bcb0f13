import type { FastifyPluginAsync } from 'fastify';
import { GUEST_LIMITS, guestDtoSchema } from '@kabar/shared';
import { z } from 'zod';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { guestParams } from '../guests/guest-access';
import { toGuestDto } from '../guests/guest-dto';
import { findGuest, setGuestCheckIn } from '../guests/guests.queries';
import { recordCoupleCheckIn } from './record-arrivals';

const checkInInput = z.object({
  people: z.coerce
    .number({ error: 'Jumlah orang harus angka.' })
    .int({ error: 'Jumlah orang harus angka.' })
    .min(1, { error: 'Jumlah orang minimal 1.' })
    .max(GUEST_LIMITS.maxInvited * 2, { error: 'Jumlah orang terlalu banyak.' }),
});

/**
 * The couple's own record of a guest's arrival, and taking it back. Here, beside the desks, so a
 * first arrival recorded from the dashboard is greeted on the greeting screen like a scan.
 */
export const coupleCheckInRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'guests');

  route.put(
    '/invitations/:invitationId/guests/:guestId/check-in',
    {
      summary: 'Record a guest’s arrival',
      access: access.invitation('guests.edit'),
      params: guestParams,
      body: checkInInput,
      data: guestDtoSchema,
    },
    async ({ gate, params, body }) => {
      const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
      const updated = await recordCoupleCheckIn(app.db, guest.id, body.people);
      app.invitationEvents.publish(guest.invitationId, 'arrival');
      return envelope(toGuestDto(updated), 'Kedatangan tamu dicatat.');
    },
  );

  route.delete(
    '/invitations/:invitationId/guests/:guestId/check-in',
    {
      summary: 'Take back a recorded arrival',
      access: access.invitation('guests.edit'),
      params: guestParams,
      data: guestDtoSchema,
    },
    async ({ gate, params }) => {
      const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
      const updated = await setGuestCheckIn(app.db, guest, null);
      app.invitationEvents.publish(guest.invitationId, 'arrival');
      return envelope(toGuestDto(updated), 'Catatan kedatangan dibatalkan.');
    },
  );
};
