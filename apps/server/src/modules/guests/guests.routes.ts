import type { FastifyPluginAsync } from 'fastify';
import { count, inArray } from 'drizzle-orm';
import {
  type InvitationAction,
  guestImportInputSchema,
  guestInputSchema,
  guestSentInputSchema,
  guestTemplatesInputSchema,
  GUEST_LIMITS,
  defaultGuestTemplates,
  switchShows,
} from '@kabar/shared';
import { z } from 'zod';
import { envelope } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { getEntitlements } from '../entitlements/entitlements.queries';
import { authorizeInvitation, listAccessibleInvitations } from '../invitations/invitation-access';
import { guestScopeOf, withScopeSide } from './guest-access';
import { toGuestDto } from './guest-dto';
import { toGuestListInvitation } from './guest-invitation';
import { guestQrSvg } from './guest-qr';
import { guestPersonalLinkFor } from './personal-link';
import { getGuestTemplates, saveGuestTemplates } from './guest-templates.queries';
import {
  createGuest,
  deleteGuest,
  findGuest,
  listGuestsWithActors,
  markGuestSent,
  setGuestCheckIn,
  updateGuest,
} from './guests.queries';
import { guestsCsv } from './guests-csv';
import { guests } from './guests.schema';
import { importGuests } from './import-guests';

const checkInInput = z.object({
  people: z.coerce
    .number({ error: 'Jumlah orang harus angka.' })
    .int({ error: 'Jumlah orang harus angka.' })
    .min(1, { error: 'Jumlah orang minimal 1.' })
    .max(GUEST_LIMITS.maxInvited * 2, { error: 'Jumlah orang terlalu banyak.' }),
});

interface InvitationParams {
  invitationId: string;
}
interface GuestParams extends InvitationParams {
  guestId: string;
}

/**
 * The guest list, for the couple and their co-admins. Every route goes through the access gate:
 * 404 for an invitation the person has no place in, and a side manager sees and changes only the
 * guests of their family's side.
 */
export const guestsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const access = (userId: string, params: InvitationParams, action: InvitationAction) =>
    authorizeInvitation(app.db, userId, params.invitationId, action);
  /** The guest and its invitation, only within the person's scope; 404 otherwise. */
  const scopedGuest = async (userId: string, params: GuestParams, action: InvitationAction) => {
    const gate = await access(userId, params, action);
    const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
    return { gate, invitation: gate.invitation, guest };
  };
  const publicUrl = app.config.site.publicUrl;

  app.get('/guest-lists', async (request) => {
    const places = (await listAccessibleInvitations(app.db, request.userId)).sort(
      (a, b) => a.invitation.createdAt.getTime() - b.invitation.createdAt.getTime(),
    );
    const counts = places.length
      ? await app.db
          .select({ invitationId: guests.invitationId, side: guests.side, value: count() })
          .from(guests)
          .where(
            inArray(
              guests.invitationId,
              places.map((place) => place.invitation.id),
            ),
          )
          .groupBy(guests.invitationId, guests.side)
      : [];
    return envelope(
      places.map(({ invitation, role, side }) => ({
        ...toGuestListInvitation(invitation, app.config.site),
        role,
        side,
        guestCount: counts
          .filter((c) => c.invitationId === invitation.id && (!side || c.side === side))
          .reduce((sum, c) => sum + c.value, 0),
      })),
      'Daftar undangan berhasil diambil.',
    );
  });

  app.get<{ Params: InvitationParams }>('/invitations/:invitationId/guests', async (request) => {
    const gate = await access(request.userId, request.params, 'guests.view');
    const { invitation } = gate;
    const { plan } = await getEntitlements(app.db, gate.ownerId);
    const rsvpOpen = switchShows(invitation.content, plan, 'rsvp_enabled');
    const [list, templates] = await Promise.all([
      listGuestsWithActors(app.db, guestScopeOf(gate)),
      getGuestTemplates(app.db, invitation.id, rsvpOpen),
    ]);
    return envelope(
      {
        invitation: toGuestListInvitation(invitation, app.config.site),
        role: gate.role,
        side: gate.side,
        guests: list.map(({ guest, actors }) => toGuestDto(guest, actors)),
        templates,
        defaultTemplates: defaultGuestTemplates(rsvpOpen),
      },
      'Daftar tamu berhasil diambil.',
    );
  });

  app.post<{ Params: InvitationParams }>(
    '/invitations/:invitationId/guests',
    async (request, reply) => {
      const gate = await access(request.userId, request.params, 'guests.edit');
      const values = withScopeSide(parseInput(guestInputSchema, request.body), guestScopeOf(gate));
      const guest = await createGuest(app.db, gate.invitation.id, values, request.userId);
      app.invitationEvents.publish(gate.invitation.id, 'guests');
      return reply.status(201).send(envelope(toGuestDto(guest), 'Tamu berhasil ditambahkan.', 201));
    },
  );

  app.patch<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId',
    async (request) => {
      const {
        gate,
        invitation,
        guest: current,
      } = await scopedGuest(request.userId, request.params, 'guests.edit');
      const values = withScopeSide(parseInput(guestInputSchema, request.body), guestScopeOf(gate));
      const guest = await updateGuest(app.db, invitation.id, current.id, values);
      app.invitationEvents.publish(invitation.id, 'guests');
      return envelope(toGuestDto(guest), 'Data tamu berhasil diperbarui.');
    },
  );

  app.delete<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId',
    async (request) => {
      const { invitation, guest } = await scopedGuest(
        request.userId,
        request.params,
        'guests.edit',
      );
      await deleteGuest(app.db, invitation.id, guest.id);
      app.invitationEvents.publish(invitation.id, 'guests');
      return envelope(null, 'Tamu berhasil dihapus.');
    },
  );

  app.post<{ Params: InvitationParams }>(
    '/invitations/:invitationId/guests/import',
    { bodyLimit: 8 * 1024 * 1024 },
    async (request) => {
      const gate = await access(request.userId, request.params, 'guests.edit');
      const { rows } = parseInput(guestImportInputSchema, request.body);
      const result = await importGuests(app.db, guestScopeOf(gate), rows);
      app.invitationEvents.publish(gate.invitation.id, 'guests');
      return envelope(
        result,
        `${result.created} tamu baru disimpan, ${result.updated} diperbarui.`,
      );
    },
  );

  app.get<{ Params: InvitationParams }>(
    '/invitations/:invitationId/guests/export',
    async (request, reply) => {
      const gate = await access(request.userId, request.params, 'guests.view');
      const { invitation } = gate;
      const list = (await listGuestsWithActors(app.db, guestScopeOf(gate))).map((row) =>
        toGuestDto(row.guest, row.actors),
      );
      const { linkBase, slug } = toGuestListInvitation(invitation, app.config.site);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tamu-${slug ?? 'undangan'}.csv"`)
        .header('cache-control', 'no-store')
        .send(guestsCsv(list, linkBase));
    },
  );

  app.post<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId/sent',
    async (request) => {
      const { guest } = await scopedGuest(request.userId, request.params, 'guests.send');
      const { round } = parseInput(guestSentInputSchema, request.body);
      const updated = await markGuestSent(app.db, guest, round, request.userId);
      app.invitationEvents.publish(guest.invitationId, 'guests');
      return envelope(toGuestDto(updated), 'Tamu ditandai terkirim.');
    },
  );

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

  app.get<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId/qr.svg',
    async (request, reply) => {
      const { invitation, guest } = await scopedGuest(
        request.userId,
        request.params,
        'guests.view',
      );
      const svg = await guestQrSvg(guestPersonalLinkFor(publicUrl, invitation.slug, guest.token), {
        title: `QR check-in ${guest.name}`,
      });
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
    },
  );

  app.put<{ Params: InvitationParams }>(
    '/invitations/:invitationId/guest-templates',
    async (request) => {
      const { invitation } = await access(request.userId, request.params, 'edit');
      const templates = parseInput(guestTemplatesInputSchema, request.body);
      return envelope(
        await saveGuestTemplates(app.db, invitation.id, templates),
        'Template pesan disimpan.',
      );
    },
  );
};
