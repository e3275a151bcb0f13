import type { FastifyPluginAsync } from 'fastify';
import { count, eq, inArray } from 'drizzle-orm';
import {
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
import { arrivalCounts, arrivedGuests } from '../checkin/arrivals.queries';
import { getEntitlements } from '../entitlements/entitlements.queries';
import { invitations } from '../invitations/invitations.schema';
import { findOwnedInvitation } from './guest-access';
import { toGuestDto } from './guest-dto';
import { toGuestListInvitation } from './guest-invitation';
import { guestQrSvg } from './guest-qr';
import { guestPersonalLinkFor } from './personal-link';
import { getGuestTemplates, saveGuestTemplates } from './guest-templates.queries';
import {
  createGuest,
  deleteGuest,
  findGuest,
  listGuests,
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

/** The couple's guest list. Every route answers 404 for an invitation that is not theirs. */
export const guestsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  /** The guest and its invitation, only when it belongs to an invitation of this couple; 404 otherwise. */
  const ownedGuest = async (userId: string, params: GuestParams) => {
    const invitation = await findOwnedInvitation(app.db, userId, params.invitationId);
    return { invitation, guest: await findGuest(app.db, invitation.id, params.guestId) };
  };
  const publicUrl = app.config.site.publicUrl;

  app.get('/guest-lists', async (request) => {
    const owned = await app.db
      .select()
      .from(invitations)
      .where(eq(invitations.userId, request.userId))
      .orderBy(invitations.createdAt);
    const counts = owned.length
      ? await app.db
          .select({ invitationId: guests.invitationId, value: count() })
          .from(guests)
          .where(
            inArray(
              guests.invitationId,
              owned.map((i) => i.id),
            ),
          )
          .groupBy(guests.invitationId)
      : [];
    const byInvitation = new Map(counts.map((c) => [c.invitationId, c.value]));
    return envelope(
      owned.map((invitation) => ({
        ...toGuestListInvitation(invitation, app.config.site),
        guestCount: byInvitation.get(invitation.id) ?? 0,
      })),
      'Daftar undangan berhasil diambil.',
    );
  });

  app.get<{ Params: InvitationParams }>('/invitations/:invitationId/guests', async (request) => {
    const invitation = await findOwnedInvitation(
      app.db,
      request.userId,
      request.params.invitationId,
    );
    const { plan } = await getEntitlements(app.db, request.userId);
    const rsvpOpen = switchShows(invitation.content, plan, 'rsvp_enabled');
    const [list, templates] = await Promise.all([
      listGuests(app.db, invitation.id),
      getGuestTemplates(app.db, invitation.id, rsvpOpen),
    ]);
    return envelope(
      {
        invitation: toGuestListInvitation(invitation, app.config.site),
        guests: list.map(toGuestDto),
        templates,
        defaultTemplates: defaultGuestTemplates(rsvpOpen),
      },
      'Daftar tamu berhasil diambil.',
    );
  });

  app.post<{ Params: InvitationParams }>(
    '/invitations/:invitationId/guests',
    async (request, reply) => {
      const invitation = await findOwnedInvitation(
        app.db,
        request.userId,
        request.params.invitationId,
      );
      const values = parseInput(guestInputSchema, request.body);
      const guest = await createGuest(app.db, invitation.id, values);
      return reply.status(201).send(envelope(toGuestDto(guest), 'Tamu berhasil ditambahkan.', 201));
    },
  );

  app.patch<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId',
    async (request) => {
      const { invitation, guest: current } = await ownedGuest(request.userId, request.params);
      const values = parseInput(guestInputSchema, request.body);
      const guest = await updateGuest(app.db, invitation.id, current.id, values);
      return envelope(toGuestDto(guest), 'Data tamu berhasil diperbarui.');
    },
  );

  app.delete<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId',
    async (request) => {
      const { invitation, guest } = await ownedGuest(request.userId, request.params);
      await deleteGuest(app.db, invitation.id, guest.id);
      return envelope(null, 'Tamu berhasil dihapus.');
    },
  );

  app.post<{ Params: InvitationParams }>(
    '/invitations/:invitationId/guests/import',
    { bodyLimit: 8 * 1024 * 1024 },
    async (request) => {
      const invitation = await findOwnedInvitation(
        app.db,
        request.userId,
        request.params.invitationId,
      );
      const { rows } = parseInput(guestImportInputSchema, request.body);
      const result = await importGuests(app.db, invitation.id, rows);
      return envelope(
        result,
        `${result.created} tamu baru disimpan, ${result.updated} diperbarui.`,
      );
    },
  );

  app.get<{ Params: InvitationParams }>(
    '/invitations/:invitationId/guests/export',
    async (request, reply) => {
      const invitation = await findOwnedInvitation(
        app.db,
        request.userId,
        request.params.invitationId,
      );
      const list = (await listGuests(app.db, invitation.id)).map(toGuestDto);
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
      const { guest } = await ownedGuest(request.userId, request.params);
      const { round } = parseInput(guestSentInputSchema, request.body);
      const updated = await markGuestSent(app.db, guest, round);
      return envelope(toGuestDto(updated), 'Tamu ditandai terkirim.');
    },
  );

  app.put<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId/check-in',
    async (request) => {
      const { guest } = await ownedGuest(request.userId, request.params);
      const { people } = parseInput(checkInInput, request.body);
      const updated = await setGuestCheckIn(app.db, guest, people);
      return envelope(toGuestDto(updated), 'Kedatangan tamu dicatat.');
    },
  );

  app.delete<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId/check-in',
    async (request) => {
      const { guest } = await ownedGuest(request.userId, request.params);
      const updated = await setGuestCheckIn(app.db, guest, null);
      return envelope(toGuestDto(updated), 'Catatan kedatangan dibatalkan.');
    },
  );

  app.get<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId/qr.svg',
    async (request, reply) => {
      const { invitation, guest } = await ownedGuest(request.userId, request.params);
      const svg = await guestQrSvg(guestPersonalLinkFor(publicUrl, invitation.slug, guest.token), {
        title: `QR check-in ${guest.name}`,
      });
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
    },
  );

  app.put<{ Params: InvitationParams }>(
    '/invitations/:invitationId/guest-templates',
    async (request) => {
      const invitation = await findOwnedInvitation(
        app.db,
        request.userId,
        request.params.invitationId,
      );
      const templates = parseInput(guestTemplatesInputSchema, request.body);
      return envelope(
        await saveGuestTemplates(app.db, invitation.id, templates),
        'Template pesan disimpan.',
      );
    },
  );

  app.get<{ Params: InvitationParams }>('/invitations/:invitationId/arrivals', async (request) => {
    const invitation = await findOwnedInvitation(
      app.db,
      request.userId,
      request.params.invitationId,
    );
    const [counts, recent] = await Promise.all([
      arrivalCounts(app.db, invitation.id),
      arrivedGuests(app.db, invitation.id, 10),
    ]);
    return envelope(
      {
        counts,
        recent: recent.map((r) => ({
          id: r.id,
          name: r.name,
          at: r.checkedInAt!.toISOString(),
          people: r.people ?? 0,
        })),
      },
      'Kedatangan tamu berhasil diambil.',
    );
  });
};
