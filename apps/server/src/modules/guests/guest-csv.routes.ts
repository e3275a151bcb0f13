import type { FastifyPluginAsync } from 'fastify';
import { guestImportInputSchema } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { guestScopeOf } from './guest-access';
import { toGuestDto } from './guest-dto';
import { toGuestListInvitation } from './guest-invitation';
import { guestRouteAccess, type InvitationParams } from './guest-route-access';
import { listGuestsWithActors } from './guests.queries';
import { guestsCsv } from './guests-csv';
import { importGuests } from './import-guests';

/** The guest list in and out as a spreadsheet: import of parsed rows, export as CSV. */
export const guestCsvRoutes: FastifyPluginAsync = async (app) => {
  const { access } = guestRouteAccess(app);

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
};
