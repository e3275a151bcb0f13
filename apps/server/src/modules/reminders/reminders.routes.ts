import type { FastifyPluginAsync } from 'fastify';
import {
  datedRoundsSchema,
  reminderMarkInputSchema,
  reminderSettingsInputSchema,
  roundTemplateInputSchema,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { guestParams } from '../guests/guest-access';
import { findGuest } from '../guests/guests.queries';
import type { InvitationAccess } from '../invitations/invitation-access';
import { datedRounds } from './dated-rounds';
import { markRoundSent, saveRoundSettings, saveRoundTemplate } from './reminders.queries';

export const NOT_DUE = 'Pesan ini tidak sedang jatuh tempo untuk tamu ini.';

/**
 * The dated WhatsApp rounds (decision 040): what is due today, the couple's switches and words,
 * and each message marked sent as the couple sends it through wa.me, one guest at a time.
 */
export const remindersRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'reminders');
  const rounds = (gate: InvitationAccess) =>
    datedRounds(app.db, gate.invitation, gate.side, app.config.site);

  route.get(
    '/invitations/:invitationId/reminder-rounds',
    {
      summary: 'The dated WhatsApp rounds and who is due in each today',
      access: access.invitation('guests.send'),
      data: datedRoundsSchema,
    },
    async ({ gate }) => envelope(await rounds(gate)),
  );

  route.put(
    '/invitations/:invitationId/reminder-settings',
    {
      summary: 'Switch the dated rounds on or off',
      access: access.invitation('edit'),
      body: reminderSettingsInputSchema,
      data: datedRoundsSchema,
    },
    async ({ gate, body }) => {
      await saveRoundSettings(app.db, gate.invitation.id, body);
      return envelope(await rounds(gate), 'Pengingat terjadwal disimpan.');
    },
  );

  route.put(
    '/invitations/:invitationId/round-templates',
    {
      summary: 'The message of one dated round',
      access: access.invitation('edit'),
      body: roundTemplateInputSchema,
      data: datedRoundsSchema,
    },
    async ({ gate, body }) => {
      await saveRoundTemplate(app.db, gate.invitation.id, body);
      return envelope(await rounds(gate), 'Template pesan disimpan.');
    },
  );

  /** docs/security.md #68: only a message due today, to a guest of the sender's side, is marked. */
  route.post(
    '/invitations/:invitationId/guests/:guestId/reminders',
    {
      summary: 'Mark a dated round’s message sent to a guest',
      access: access.invitation('guests.send'),
      params: guestParams,
      body: reminderMarkInputSchema,
      data: datedRoundsSchema,
    },
    async ({ gate, params, body }) => {
      const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
      const round = (await rounds(gate)).rounds.find((entry) => entry.key === body.round);
      if (!round?.due || !round.guests.some((entry) => entry.guestId === guest.id)) {
        throw new AppError(409, NOT_DUE);
      }
      await markRoundSent(app.db, guest.id, body.round);
      app.invitationEvents.publish(gate.invitation.id, 'guests');
      return envelope(await rounds(gate), `${guest.name} ditandai terkirim.`);
    },
  );
};
