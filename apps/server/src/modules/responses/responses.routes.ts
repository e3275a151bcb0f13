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
import type { Rsvp, Wish } from '../rsvps/rsvps.schema';
import { rsvpsCsv, wishesCsv } from './responses-csv';
import {
  answerCountsByInvitation,
  findOwnInvitation,
  listRsvps,
  listWishes,
  setWishHidden,
  summarise,
} from './responses.queries';

const NOT_FOUND = 'Undangan tidak ditemukan.';
const invitationParams = z.object({ id: z.string() });
const wishParams = z.object({ id: z.string(), wishId: z.string() });
const hideBody = z.object({ hidden: z.boolean({ error: 'Pilih tampilkan atau sembunyikan.' }) });
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

/** The couple's view of their guests' answers: counts, lists, hiding a wish, CSV. Owner only. */
export const responsesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  async function ownInvitation(userId: string, id: string) {
    const invitation = uuid.safeParse(id).success
      ? await findOwnInvitation(app.db, userId, id)
      : null;
    if (!invitation) throw new NotFoundError(NOT_FOUND);
    return invitation;
  }

  app.get('/responses', async (request) => {
    const rows = await answerCountsByInvitation(app.db, request.userId);
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
    const invitation = await ownInvitation(request.userId, id);
    const { plan } = await getEntitlements(app.db, request.userId);
    const [summary, rsvps, wishes] = await Promise.all([
      summarise(app.db, invitation.id),
      listRsvps(app.db, invitation.id),
      listWishes(app.db, invitation.id),
    ]);
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
    const invitation = await ownInvitation(request.userId, id);
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
    const invitation = await ownInvitation(request.userId, params.id);
    const csv =
      params.kind === 'rsvp'
        ? rsvpsCsv(await listRsvps(app.db, invitation.id))
        : wishesCsv(await listWishes(app.db, invitation.id));
    const name = `${params.kind}-${invitation.slug ?? invitation.id}.csv`;
    return reply
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
};
