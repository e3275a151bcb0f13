import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { themeIdSchema } from '@kabar/shared';
import {
  configurationInputSchema,
  invitationDraftSchema,
  invitationDtoSchema,
  invitationStatusInputSchema,
  saveDraftInputSchema,
  sectionOrderInputSchema,
  slugAvailabilitySchema,
  switchThemeInputSchema,
  turnOnFeaturesInputSchema,
  userThemesSchema,
} from '@kabar/shared/invitation-api';
import { declareRoutes } from '../../http/declare-routes';
import { envelope, envelopeWithSuccess } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { toInvitationDto } from './invitation-dto';
import { getDraft, listDrafts, saveDraft } from './invitation-drafts';
import { listAccessibleInvitations } from './invitation-access';
import { saveConfiguration } from './save-configuration';
import { checkSlugAvailability } from './slug-availability';
import { switchTheme } from './switch-theme';
import { setInvitationStatus, turnOnFeatures, updateSectionOrder } from './update-invitation';
import { listUserThemes } from './user-themes';

const themeParams = z.object({ themeId: themeIdSchema });
const slugQuery = z.object({
  slug: z.string({ error: 'Isi link undangan.' }).max(100),
  theme_id: themeIdSchema.optional(),
});
const draftSummarySchema = z.object({ theme_id: z.number().int(), updated_at: z.iso.datetime() });

/**
 * The invitations a signed-in person runs, as the couple or a co-admin: every route that names one
 * goes through the access gate (decision 015).
 */
export const invitationsRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'invitations');

  route.get(
    '/themes/user',
    {
      summary: 'The themes the user owns and the ones they may use',
      access: access.signedIn,
      data: userThemesSchema,
    },
    async ({ userId }) =>
      envelopeWithSuccess(await listUserThemes(app.db, userId), 'Tema pengguna berhasil diambil.'),
  );

  route.post(
    '/themes/configuration',
    {
      summary: 'Save the invitation’s configuration (201 when it creates the invitation)',
      access: access.invitationInBody('edit'),
      status: [200, 201],
      body: configurationInputSchema,
      data: invitationDtoSchema,
    },
    async ({ body, userId, gate }, _request, reply) => {
      const { invitation, created } = await saveConfiguration(
        app.db,
        app.fileStorage,
        userId,
        body,
        gate,
      );
      return reply
        .status(created ? 201 : 200)
        .send(envelope(invitation, 'Konfigurasi undangan tersimpan.', created ? 201 : 200));
    },
  );

  route.get(
    '/invitations',
    {
      summary: 'The invitations the user owns or helps with',
      access: access.signedIn,
      data: z.array(invitationDtoSchema),
    },
    async ({ userId }) =>
      envelope(
        (await listAccessibleInvitations(app.db, userId)).map((row) =>
          toInvitationDto(row.invitation, row),
        ),
      ),
  );

  route.get(
    '/invitations/slug-availability',
    {
      summary: 'Whether an invitation link is free',
      access: access.signedIn,
      query: slugQuery,
      invalidStatus: 400,
      data: slugAvailabilitySchema,
    },
    async ({ query, userId }) => envelope(await checkSlugAvailability(app.db, userId, query.slug)),
  );

  route.get(
    '/invitations/drafts',
    {
      summary: 'The user’s unsaved drafts',
      access: access.signedIn,
      data: z.array(draftSummarySchema),
    },
    async ({ userId }) => envelope(await listDrafts(app.db, userId)),
  );

  route.get(
    '/invitations/drafts/:themeId',
    {
      summary: 'The draft for one theme',
      access: access.signedIn,
      params: themeParams,
      invalidParamsStatus: 400,
      data: invitationDraftSchema.nullable(),
    },
    async ({ params, userId }) =>
      envelope(await getDraft(app.db, app.fileStorage, userId, params.themeId)),
  );

  route.put(
    '/invitations/drafts/:themeId',
    {
      summary: 'Keep the draft for one theme',
      access: access.signedIn,
      params: themeParams,
      invalidParamsStatus: 400,
      body: saveDraftInputSchema,
      data: invitationDraftSchema,
    },
    async ({ params, body, userId }) =>
      envelope(
        await saveDraft(app.db, app.fileStorage, userId, params.themeId, body),
        'Draf tersimpan.',
      ),
  );

  route.get(
    '/invitations/:id',
    { summary: 'One invitation', access: access.invitation('view'), data: invitationDtoSchema },
    async ({ gate }) => envelope(toInvitationDto(gate.invitation, gate)),
  );

  route.put(
    '/invitations/:id/theme',
    {
      summary: 'Switch the invitation’s theme',
      access: access.invitation('edit'),
      body: switchThemeInputSchema,
      data: invitationDtoSchema,
    },
    async ({ gate, body }) =>
      envelope(await switchTheme(app.db, gate, body.theme_id), 'Tema undangan diganti.'),
  );

  route.post(
    '/invitations/:id/features',
    {
      summary: 'Turn on paid features after an upgrade',
      access: access.invitation('edit'),
      body: turnOnFeaturesInputSchema,
      data: invitationDtoSchema,
    },
    async ({ gate, body }) =>
      envelope(
        await turnOnFeatures(app.db, gate, body.switches),
        'Fitur dinyalakan di undanganmu.',
      ),
  );

  route.put(
    '/invitations/:id/section-order',
    {
      summary: 'The order of the invitation’s sections',
      access: access.invitation('edit'),
      body: sectionOrderInputSchema,
      data: invitationDtoSchema,
    },
    async ({ gate, body }) =>
      envelope(
        await updateSectionOrder(app.db, gate, body.section_order),
        'Urutan bagian tersimpan.',
      ),
  );

  route.put(
    '/invitations/:id/status',
    {
      summary: 'Publish or unpublish',
      access: access.invitation('publish'),
      body: invitationStatusInputSchema,
      data: invitationDtoSchema,
    },
    async ({ gate, body: { status } }) =>
      envelope(
        await setInvitationStatus(app.db, gate, status),
        status === 'published' ? 'Undangan diterbitkan.' : 'Undangan disembunyikan dari tamu.',
      ),
  );
};
