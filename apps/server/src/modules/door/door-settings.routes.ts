import type { FastifyPluginAsync } from 'fastify';
import { doorSettingsDtoSchema, doorSettingsInputSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { categoryLabelsOf, saveDoorSettings, souvenirCounts } from './door-settings.queries';

/** What each guest category is called and how many souvenirs there are, per invitation. */
export const doorSettingsRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'door');
  const load = async (invitationId: string) => ({
    categoryLabels: await categoryLabelsOf(app.db, invitationId),
    souvenirs: await souvenirCounts(app.db, invitationId),
  });

  route.get(
    '/invitations/:invitationId/door-settings',
    {
      summary: 'Guest category names and the souvenir stock',
      access: access.invitation('guests.view'),
      data: doorSettingsDtoSchema,
    },
    async ({ gate }) => envelope(await load(gate.invitation.id), 'Pengaturan hari H diambil.'),
  );

  route.put(
    '/invitations/:invitationId/door-settings',
    {
      summary: 'Rename the guest categories and set the souvenir stock',
      access: access.invitation('checkin.manage'),
      body: doorSettingsInputSchema,
      data: doorSettingsDtoSchema,
    },
    async ({ gate, body }) => {
      await saveDoorSettings(app.db, gate.invitation.id, body);
      app.invitationEvents.publish(gate.invitation.id, 'door');
      return envelope(await load(gate.invitation.id), 'Pengaturan hari H disimpan.');
    },
  );
};
