import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  screenDtoSchema,
  screenGreetingsDtoSchema,
  screenGreetingsQuerySchema,
} from '@kabar/shared';
import { resolveVariant } from '@kabar/themes';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { limitDeskCodeGuesses } from '../checkin/limit-desk-code-guesses';
import { coupleNamesOf, eventDateOf } from '../guests/guest-invitation';
import { loadInvitationSource } from '../public-invitations/load-invitation';
import type { Invitation } from '../invitations/invitations.schema';
import { greetingsAfter, lastGreetingId } from '../checkin/greetings.queries';
import { markScreenLinkUsed, resolveScreenCode } from '../checkin/screen-links.queries';

const codeParams = z.object({ code: z.string() });
/** A TV is wide: the variant nearest this width is sharp without being heavy. */
const SCREEN_WIDTH = 1600;

function photoUrls(invitation: Invitation): string[] {
  return invitation.photos.flatMap((photo) => {
    const best = [...photo.variants].sort(
      (a, b) => Math.abs(a.width - SCREEN_WIDTH) - Math.abs(b.width - SCREEN_WIDTH),
    )[0];
    return best ? [best.url] : [];
  });
}

/**
 * The greeting screen's side: no account, only the code in its link. It receives the couple's
 * names, look and photos, and each arrival's name and table; never a phone, side or notes.
 */
export const screenRoutes: FastifyPluginAsync = async (app) => {
  limitDeskCodeGuesses(app);
  const route = declareRoutes(app, 'door');

  route.get(
    '/screen/:code',
    {
      summary: 'The greeting screen: the invitation’s look and photos, by the link’s code',
      access: access.public,
      params: codeParams,
      data: screenDtoSchema,
    },
    async ({ params }, _request, reply) => {
      const { link, invitation } = await resolveScreenCode(app.db, params.code);
      await markScreenLinkUsed(app.db, link.id);
      const source = await loadInvitationSource(app.db, { id: invitation.id });
      const { colors } = resolveVariant(source?.theme.code ?? '', source?.theme.tier ?? 'basic');
      reply.header('cache-control', 'no-store');
      return envelope(
        {
          coupleNames: coupleNamesOf(invitation),
          eventDate: eventDateOf(invitation),
          eventDateEn: eventDateOf(invitation, 'en'),
          look: { bg: colors.bg, ink: colors.ink, accent: colors.accentInk, muted: colors.muted },
          photos: photoUrls(invitation),
          lastId: await lastGreetingId(app.db, invitation.id),
        },
        'Layar sapa siap.',
      );
    },
  );

  route.get(
    '/screen/:code/greetings',
    {
      summary: 'Arrivals and draws to greet, after the last one shown',
      access: access.public,
      params: codeParams,
      query: screenGreetingsQuerySchema,
      data: screenGreetingsDtoSchema,
    },
    async ({ params, query }, _request, reply) => {
      const { invitation } = await resolveScreenCode(app.db, params.code);
      const greetings = await greetingsAfter(app.db, invitation.id, query.after);
      reply.header('cache-control', 'no-store');
      return envelope(
        { greetings, lastId: greetings.at(-1)?.id ?? query.after },
        'Sapaan berhasil diambil.',
      );
    },
  );
};
