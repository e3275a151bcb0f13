import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { themeIdSchema } from '@kabar/shared';
import {
  configurationInputSchema,
  invitationStatusInputSchema,
  saveDraftInputSchema,
  sectionOrderInputSchema,
  switchThemeInputSchema,
  turnOnFeaturesInputSchema,
} from '@kabar/shared/invitation-api';
import { envelope, envelopeWithSuccess } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { toInvitationDto } from './invitation-dto';
import { getDraft, listDrafts, saveDraft } from './invitation-drafts';
import {
  authorizeInvitation,
  INVITATION_NOT_FOUND,
  listAccessibleInvitations,
} from './invitation-access';
import { saveConfiguration } from './save-configuration';
import { checkSlugAvailability } from './slug-availability';
import { switchTheme } from './switch-theme';
import { setInvitationStatus, turnOnFeatures, updateSectionOrder } from './update-invitation';
import { listUserThemes } from './user-themes';

const idParams = z.object({ id: z.uuid({ error: INVITATION_NOT_FOUND }) });
const themeParams = z.object({ themeId: themeIdSchema });
export const slugQuery = z.object({
  slug: z.string({ error: 'Isi link undangan.' }).max(100),
  theme_id: themeIdSchema.optional(),
});

/**
 * The invitations a signed-in person runs, as the couple or a co-admin: every route that names one
 * goes through the access gate (decision 015).
 */
export const invitationsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/themes/user', async (request) =>
    envelopeWithSuccess(
      await listUserThemes(app.db, request.userId),
      'Tema pengguna berhasil diambil.',
    ),
  );

  app.post('/themes/configuration', async (request, reply) => {
    const input = parseInput(configurationInputSchema, request.body);
    const { invitation, created } = await saveConfiguration(
      app.db,
      app.fileStorage,
      request.userId,
      input,
    );
    return reply
      .status(created ? 201 : 200)
      .send(envelope(invitation, 'Konfigurasi undangan tersimpan.', created ? 201 : 200));
  });

  app.get('/invitations', async (request) =>
    envelope(
      (await listAccessibleInvitations(app.db, request.userId)).map((row) =>
        toInvitationDto(row.invitation, row),
      ),
    ),
  );

  app.get('/invitations/slug-availability', async (request) => {
    const { slug } = parseInput(slugQuery, request.query, 400);
    return envelope(await checkSlugAvailability(app.db, request.userId, slug));
  });

  app.get('/invitations/drafts', async (request) =>
    envelope(await listDrafts(app.db, request.userId)),
  );

  app.get('/invitations/drafts/:themeId', async (request) => {
    const { themeId } = parseInput(themeParams, request.params, 400);
    return envelope(await getDraft(app.db, app.fileStorage, request.userId, themeId));
  });

  app.put('/invitations/drafts/:themeId', async (request) => {
    const { themeId } = parseInput(themeParams, request.params, 400);
    const input = parseInput(saveDraftInputSchema, request.body);
    return envelope(
      await saveDraft(app.db, app.fileStorage, request.userId, themeId, input),
      'Draf tersimpan.',
    );
  });

  app.get('/invitations/:id', async (request) => {
    const { id } = parseInput(idParams, request.params, 404);
    const access = await authorizeInvitation(app.db, request.userId, id, 'view');
    return envelope(toInvitationDto(access.invitation, access));
  });

  app.put('/invitations/:id/theme', async (request) => {
    const { id } = parseInput(idParams, request.params, 404);
    const { theme_id } = parseInput(switchThemeInputSchema, request.body);
    const access = await authorizeInvitation(app.db, request.userId, id, 'edit');
    return envelope(await switchTheme(app.db, access, theme_id), 'Tema undangan diganti.');
  });

  app.post('/invitations/:id/features', async (request) => {
    const { id } = parseInput(idParams, request.params, 404);
    const { switches } = parseInput(turnOnFeaturesInputSchema, request.body);
    const access = await authorizeInvitation(app.db, request.userId, id, 'edit');
    return envelope(
      await turnOnFeatures(app.db, access, switches),
      'Fitur dinyalakan di undanganmu.',
    );
  });

  app.put('/invitations/:id/section-order', async (request) => {
    const { id } = parseInput(idParams, request.params, 404);
    const { section_order } = parseInput(sectionOrderInputSchema, request.body);
    const access = await authorizeInvitation(app.db, request.userId, id, 'edit');
    return envelope(
      await updateSectionOrder(app.db, access, section_order),
      'Urutan bagian tersimpan.',
    );
  });

  app.put('/invitations/:id/status', async (request) => {
    const { id } = parseInput(idParams, request.params, 404);
    const { status } = parseInput(invitationStatusInputSchema, request.body);
    const access = await authorizeInvitation(app.db, request.userId, id, 'publish');
    const invitation = await setInvitationStatus(app.db, access, status);
    return envelope(
      invitation,
      status === 'published' ? 'Undangan diterbitkan.' : 'Undangan disembunyikan dari tamu.',
    );
  });
};
