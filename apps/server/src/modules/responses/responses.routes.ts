import type { FastifyPluginAsync } from 'fastify';
import {
  coupleNamesOf,
  invitationUrl,
  planHasFeature,
  switchShows,
  type InvitationResponses,
  type ResponsesOverviewItem,
  type RsvpDto,
  type WishDto,
} from '@kabar/shared';
import { z } from 'zod';
import { envelope } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { getEntitlements } from '../entitlements/entitlements.queries';
import { authorizeInvitation, listAccessibleInvitations } from '../invitations/invitation-access';
import type { Rsvp, Wish } from '../rsvps/rsvps.schema';
import { rsvpsCsv, wishesCsv } from './responses-csv';
import { answerCountsByInvitation, answersFor, setWishHidden } from './responses.queries';

const invitationParams = z.object({ id: z.string() });
const wishParams = z.object({ id: z.string(), wishId: z.string() });
export const hideBody = z.object({
  hidden: z.boolean({ error: 'Pilih tampilkan atau sembunyikan.' }),
});
const uuid = z.uuid();

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
  app.addHook('preHandler', app.authenticate);

  app.get('/responses', async (request) => {
    const places = await listAccessibleInvitations(app.db, request.userId);
    const rows = places.length ? await answerCountsByInvitation(app.db, places) : [];
    const data: ResponsesOverviewItem[] = rows.map(({ invitation, ...counts }) => ({
      id: invitation.id,
      theme_id: invitation.themeId,
      title: coupleNamesOf(invitation.content),
      status: invitation.status,
      url: invitation.slug ? invitationUrl(invitation.slug, app.config.site) : null,
      ...counts,
    }));
    return envelope(data, 'Ringkasan jawaban tamu berhasil diambil.');
  });

  app.get('/invitations/:id/responses', async (request) => {
    const { id } = parseInput(invitationParams, request.params, 400);
    const access = await authorizeInvitation(app.db, request.userId, id, 'answers.view');
    const { invitation } = access;
    const { plan } = await getEntitlements(app.db, access.ownerId);
    const { summary, rsvps, wishes } = await answersFor(app.db, invitation.id, access.side);
    const data: InvitationResponses = {
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
    };
    return envelope(data, 'Jawaban tamu berhasil diambil.');
  });

  app.patch('/invitations/:id/wishes/:wishId', async (request) => {
    const { id, wishId } = parseInput(wishParams, request.params, 400);
    const { hidden } = parseInput(hideBody, request.body);
    const { invitation } = await authorizeInvitation(app.db, request.userId, id, 'edit');
    const wish = uuid.safeParse(wishId).success
      ? await setWishHidden(app.db, invitation.id, wishId, hidden)
      : null;
    if (!wish) throw new NotFoundError('Ucapan tidak ditemukan.');
    return envelope(
      toWishDto(wish),
      hidden ? 'Ucapan disembunyikan dari undangan.' : 'Ucapan ditampilkan kembali.',
    );
  });

  app.get('/invitations/:id/responses/export/:kind', async (request, reply) => {
    const params = parseInput(
      z.object({ id: z.string(), kind: z.enum(['rsvp', 'ucapan']) }),
      request.params,
      404,
    );
    const access = await authorizeInvitation(app.db, request.userId, params.id, 'answers.view');
    const { invitation } = access;
    const answers = await answersFor(app.db, invitation.id, access.side);
    const csv = params.kind === 'rsvp' ? rsvpsCsv(answers.rsvps) : wishesCsv(answers.wishes);
    const name = `${params.kind}-${invitation.slug ?? invitation.id}.csv`;
    return reply
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
};
