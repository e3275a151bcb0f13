import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { themeIdSchema } from '@kabar/shared';
import {
  configurationInputSchema,
  invitationStatusInputSchema,
  saveDraftInputSchema,
  sectionOrderInputSchema,
} from '@kabar/shared/invitation-api';
import { envelope, envelopeWithSuccess } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { toInvitationDto } from './invitation-dto';
import { getDraft, listDrafts, saveDraft } from './invitation-drafts';
import { findUserInvitation, listUserInvitations } from './invitations.queries';
import { saveConfiguration } from './save-configuration';
import { checkSlugAvailability } from './slug-availability';
import { INVITATION_NOT_FOUND, setInvitationStatus, updateSectionOrder } from './update-invitation';
import { listUserThemes } from './user-themes';

const idParams = z.object({ id: z.uuid({ error: INVITATION_NOT_FOUND }) });
const themeParams = z.object({ themeId: themeIdSchema });
const slugQuery = z.object({
  slug: z.string({ error: 'Isi link undangan.' }).max(100),
  theme_id: themeIdSchema.optional(),
});

/** The couple's own invitations: every route needs a signed-in user and sees only their rows. */
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
    envelope((await listUserInvitations(app.db, request.userId)).map(toInvitationDto)),
  );

  app.get('/invitations/slug-availability', async (request) => {
    const { slug, theme_id } = parseInput(slugQuery, request.query, 400);
    return envelope(await checkSlugAvailability(app.db, request.userId, slug, theme_id));
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
    const row = await findUserInvitation(app.db, request.userId, id);
    if (!row) throw new NotFoundError(INVITATION_NOT_FOUND);
    return envelope(toInvitationDto(row));
  });

  app.put('/invitations/:id/section-order', async (request) => {
    const { id } = parseInput(idParams, request.params, 404);
    const { section_order } = parseInput(sectionOrderInputSchema, request.body);
    return envelope(
      await updateSectionOrder(app.db, request.userId, id, section_order),
      'Urutan bagian tersimpan.',
    );
  });

  app.put('/invitations/:id/status', async (request) => {
    const { id } = parseInput(idParams, request.params, 404);
    const { status } = parseInput(invitationStatusInputSchema, request.body);
    const invitation = await setInvitationStatus(app.db, request.userId, id, status);
    return envelope(
      invitation,
      status === 'published' ? 'Undangan diterbitkan.' : 'Undangan disembunyikan dari tamu.',
    );
  });
};
