import type { FastifyPluginAsync } from 'fastify';
import { GUEST_LIMITS } from '@kabar/shared';
import { z } from 'zod';
import { envelope } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { toGuestDto } from './guest-dto';
import { guestRouteAccess, type GuestParams } from './guest-route-access';
import { setGuestCheckIn } from './guests.queries';

export const checkInInput = z.object({
  people: z.coerce
    .number({ error: 'Jumlah orang harus angka.' })
    .int({ error: 'Jumlah orang harus angka.' })
    .min(1, { error: 'Jumlah orang minimal 1.' })
    .max(GUEST_LIMITS.maxInvited * 2, { error: 'Jumlah orang terlalu banyak.' }),
});

/** The couple's own record of a guest's arrival, and taking it back. */
export const guestCheckInRoutes: FastifyPluginAsync = async (app) => {
  const { scopedGuest } = guestRouteAccess(app);

  app.put<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId/check-in',
    async (request) => {
      const { guest } = await scopedGuest(request.userId, request.params, 'guests.edit');
      const { people } = parseInput(checkInInput, request.body);
      const updated = await setGuestCheckIn(app.db, guest, people);
      app.invitationEvents.publish(guest.invitationId, 'arrival');
      return envelope(toGuestDto(updated), 'Kedatangan tamu dicatat.');
    },
  );

  app.delete<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId/check-in',
    async (request) => {
      const { guest } = await scopedGuest(request.userId, request.params, 'guests.edit');
      const updated = await setGuestCheckIn(app.db, guest, null);
      app.invitationEvents.publish(guest.invitationId, 'arrival');
      return envelope(toGuestDto(updated), 'Catatan kedatangan dibatalkan.');
    },
  );
};
