import type { FastifyPluginAsync } from 'fastify';
import {
  coupleNamesOf,
  invitationResponsesSchema,
  invitationUrl,
  planHasFeature,
  responsesOverviewItemSchema,
  switchShows,
  wishDtoSchema,
  type RsvpDto,
  type WishDto,
} from '@kabar/shared';
import { z } from 'zod';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { listAccessibleInvitations } from '../invitations/invitation-access';
import type { Rsvp, Wish } from '../rsvps/rsvps.schema';
import { rsvpsCsv, wishesCsv } from './responses-csv';
import { answerCountsByInvitation, answersFor, setWishHidden } from './responses.queries';

const WISH_NOT_FOUND = 'Ucapan tidak ditemukan.';
const wishParams = z.object({ wishId: z.uuid({ error: WISH_NOT_FOUND }) });
const hideBody = z.object({
  hidden: z.boolean({ error: 'Pilih tampilkan atau sembunyikan.' }),
});
const exportParams = z.object({ kind: z.enum(['rsvp', 'ucapan']) });

const toRsvpDto = (rsvp: Rsvp): RsvpDto => ({
  id: rsvp.id,
  name: rsvp.name,
  attendance: rsvp.attendance,
  guests: rsvp.guests,
  message: rsvp.message,
  created_at: rsvp.createdAt.toISOString(),
  updated_at: rsvp.updatedAt.toISOString(),
});

const toWishDto = (wish: Wish): WishDto => ({
  id: wish.id,
  name: wish.name,
  message: wish.message,
  hidden: wish.hidden,
  created_at: wish.createdAt.toISOString(),
});

/**
 * The guests' answers: counts, lists, hiding a wish, CSV, for the couple and their co-admins
 * through the access gate. A side manager sees the answers of their side's guests only.
 */
export const responsesRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'responses');

  route.get(
    '/responses',
    {
      summary: 'Answer counts per invitation, for the menu',
      access: access.signedIn,
      data: z.array(responsesOverviewItemSchema),
    },
    async ({ userId }) => {
      const places = await listAccessibleInvitations(app.db, userId);
      const rows = places.length ? await answerCountsByInvitation(app.db, places) : [];
      const data = rows.map(({ invitation, ...counts }) => ({
        id: invitation.id,
        theme_id: invitation.themeId,
        title: coupleNamesOf(invitation.content),
        status: invitation.status,
        url: invitation.slug ? invitationUrl(invitation.slug, app.config.site) : null,
        ...counts,
      }));
      return envelope(data, 'Ringkasan jawaban tamu berhasil diambil.');
    },
  );

  route.get(
    '/invitations/:id/responses',
    {
      summary: 'The RSVPs and wishes',
      access: access.invitation('answers.view'),
      data: invitationResponsesSchema,
    },
    async ({ gate }) => {
      const { invitation, ownerPlan: plan } = gate;
      const { summary, rsvps, wishes } = await answersFor(app.db, invitation.id, gate.side);
      return envelope(
        {
          invitation: {
            id: invitation.id,
            slug: invitation.slug,
            status: invitation.status,
            title: coupleNamesOf(invitation.content),
            url: invitation.slug ? invitationUrl(invitation.slug, app.config.site) : null,
            rsvp_open: switchShows(invitation.content, plan, 'rsvp_enabled'),
            rsvp_on_plan: planHasFeature(plan, 'rsvp'),
          },
          summary,
          rsvps: rsvps.map(toRsvpDto),
          wishes: wishes.map(toWishDto),
        },
        'Jawaban tamu berhasil diambil.',
      );
    },
  );

  route.patch(
    '/invitations/:id/wishes/:wishId',
    {
      summary: 'Hide or show a wish',
      access: access.invitation('edit'),
      params: wishParams,
      body: hideBody,
      data: wishDtoSchema,
    },
    async ({ gate, params, body: { hidden } }) => {
      const wish = await setWishHidden(app.db, gate.invitation.id, params.wishId, hidden);
      if (!wish) throw new NotFoundError(WISH_NOT_FOUND);
      return envelope(
        toWishDto(wish),
        hidden ? 'Ucapan disembunyikan dari undangan.' : 'Ucapan ditampilkan kembali.',
      );
    },
  );

  route.get(
    '/invitations/:id/responses/export/:kind',
    {
      summary: 'The RSVPs (rsvp) or wishes (ucapan) as CSV',
      access: access.invitation('answers.view'),
      params: exportParams,
      produces: 'text/csv',
    },
    async ({ gate, params }, _request, reply) => {
      const { invitation } = gate;
      const answers = await answersFor(app.db, invitation.id, gate.side);
      const csv = params.kind === 'rsvp' ? rsvpsCsv(answers.rsvps) : wishesCsv(answers.wishes);
      const name = `${params.kind}-${invitation.slug ?? invitation.id}.csv`;
      return reply
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
