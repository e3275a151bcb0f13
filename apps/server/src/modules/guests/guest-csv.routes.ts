import type { FastifyPluginAsync } from 'fastify';
import { guestImportInputSchema, guestImportResultSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { guestScopeOf } from './guest-access';
import { toGuestDto } from './guest-dto';
import { toGuestListInvitation } from './guest-invitation';
import { listGuestsWithActors } from './guests.queries';
import { guestsCsv } from './guests-csv';
import { importGuests } from './import-guests';
import { categoryLabelsOf } from './category-labels';
import type { GuestEventSheet } from './guest-event-sheet';

/** The guest list in and out as a spreadsheet: import of parsed rows, export as CSV. */
export const guestCsvRoutes: FastifyPluginAsync<{ eventSheet: GuestEventSheet }> = async (
  app,
  { eventSheet },
) => {
  const route = declareRoutes(app, 'guests');

  route.post(
    '/invitations/:invitationId/guests/import',
    {
      summary: 'Import parsed spreadsheet rows',
      access: access.invitation('guests.edit'),
      body: guestImportInputSchema,
      data: guestImportResultSchema,
    },
    async ({ gate, body }) => {
      const result = await importGuests(app.db, guestScopeOf(gate), body.rows, {
        sheet: eventSheet,
        invitation: gate.invitation,
      });
      app.invitationEvents.publish(gate.invitation.id, 'guests');
      return envelope(
        result,
        `${result.created} tamu baru disimpan, ${result.updated} diperbarui.`,
      );
    },
    { bodyLimit: 8 * 1024 * 1024 },
  );

  route.get(
    '/invitations/:invitationId/guests/export',
    {
      summary: 'The guest list as CSV',
      access: access.invitation('guests.view'),
      produces: 'text/csv',
    },
    async ({ gate }, _request, reply) => {
      const list = (await listGuestsWithActors(app.db, guestScopeOf(gate))).map((row) =>
        toGuestDto(row.guest, row.actors),
      );
      const { linkBase, slug } = toGuestListInvitation(gate.invitation, app.config.site);
      const [labels, choices, invites] = await Promise.all([
        categoryLabelsOf(app.db, gate.invitation.id),
        eventSheet.choices(app.db, gate.invitation),
        eventSheet.invites(app.db, gate.invitation.id),
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tamu-${slug ?? 'undangan'}.csv"`)
        .header('cache-control', 'no-store')
        .send(guestsCsv(list, linkBase, labels, { choices, invites }));
    },
  );
};
