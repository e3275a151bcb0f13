import type { FastifyPluginAsync } from 'fastify';
import {
  type DoorSession,
  checkinArrivalsDtoSchema,
  checkinArrivalsInputSchema,
  checkinArrivalsResultDtoSchema,
  checkinDeskDtoSchema,
} from '@kabar/shared';
import { z } from 'zod';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { coupleNamesOf, eventDateOf } from '../guests/guest-invitation';
import { listGuests } from '../guests/guests.queries';
import { arrivalCounts, arrivedGuests } from './arrivals.queries';
import { markCheckinLinkUsed, resolveCheckinCode } from './checkin-links.queries';
import type { Invitation } from '../invitations/invitations.schema';
import { recordArrival, toCheckinGuest } from './record-arrivals';
import { limitDeskCodeGuesses } from './limit-desk-code-guesses';
import { categoryLabelsOf } from '../guests/category-labels';

/** Any code reaches the handler, which answers the helpers' own 403 for one that is not a link. */
const codeParams = z.object({ code: z.string() });

/**
 * The helpers' side: no account, only the code in their link. What they receive is names and
 * arrivals; phones, notes, RSVP messages and gifts never leave through here.
 */
/** People the answers expect, from the answers module, which app.ts hands in (it reads checkin). */
export type ExpectedPeople = (invitation: Invitation) => Promise<number>;
/** The split events' sessions and each guest's, from the events module (app.ts hands it in). */
export type DeskSessions = (
  invitation: Invitation,
) => Promise<{ sessions: DoorSession[]; byGuest: ReadonlyMap<string, string[]> }>;

export const checkinRoutes: FastifyPluginAsync<{
  expectedPeople: ExpectedPeople;
  deskSessions: DeskSessions;
}> = async (app, { expectedPeople, deskSessions }) => {
  limitDeskCodeGuesses(app);
  const route = declareRoutes(app, 'checkin');

  route.get(
    '/checkin/:code',
    {
      summary: 'The helper’s page: names and arrivals, by the link’s code',
      access: access.public,
      params: codeParams,
      data: checkinDeskDtoSchema,
    },
    async ({ params }, _request, reply) => {
      const { link, invitation } = await resolveCheckinCode(app.db, params.code);
      // Marked when a helper opens the page, so the couple sees which links are in use; scans and
      // polls do not write it, to keep each scan to the one transaction that records it.
      await markCheckinLinkUsed(app.db, link.id);
      app.invitationEvents.publish(invitation.id, 'desk');
      const [list, counts, expected, categoryLabels, sessions] = await Promise.all([
        listGuests(app.db, invitation.id),
        arrivalCounts(app.db, invitation.id),
        expectedPeople(invitation),
        categoryLabelsOf(app.db, invitation.id),
        deskSessions(invitation),
      ]);
      reply.header('cache-control', 'no-store');
      return envelope(
        {
          label: link.label,
          coupleNames: coupleNamesOf(invitation),
          eventDate: eventDateOf(invitation),
          counts,
          expectedPeople: expected,
          guests: list.map((guest) => ({
            ...toCheckinGuest(guest),
            // Only when events are split: the desk then knows every guest's session.
            ...(sessions.sessions.length
              ? { sessionIds: sessions.byGuest.get(guest.id) ?? [] }
              : {}),
          })),
          categoryLabels,
          sessions: sessions.sessions,
        },
        'Daftar tamu check-in berhasil diambil.',
      );
    },
  );

  /** Small enough to poll: who has arrived (from any helper's phone), and the totals. */
  route.get(
    '/checkin/:code/arrivals',
    {
      summary: 'Who has arrived, and the totals',
      access: access.public,
      params: codeParams,
      data: checkinArrivalsDtoSchema,
    },
    async ({ params }, _request, reply) => {
      const { invitation } = await resolveCheckinCode(app.db, params.code);
      const [counts, arrived, expected] = await Promise.all([
        arrivalCounts(app.db, invitation.id),
        arrivedGuests(app.db, invitation.id),
        expectedPeople(invitation),
      ]);
      reply.header('cache-control', 'no-store');
      return envelope(
        {
          counts,
          expectedPeople: expected,
          arrivals: arrived.map((a) => ({
            id: a.id,
            checkedInAt: a.checkedInAt!.toISOString(),
            people: a.people ?? 0,
          })),
        },
        'Kedatangan tamu berhasil diambil.',
      );
    },
  );

  route.post(
    '/checkin/:code/arrivals',
    {
      summary: 'Record arrivals',
      access: access.public,
      params: codeParams,
      body: checkinArrivalsInputSchema,
      data: checkinArrivalsResultDtoSchema,
    },
    async ({ params, body: { arrivals } }) => {
      const { link } = await resolveCheckinCode(app.db, params.code);
      const results = [];
      for (const arrival of arrivals) results.push(await recordArrival(app.db, link, arrival));
      if (results.some((r) => r.status === 'checked_in'))
        app.invitationEvents.publish(link.invitationId, 'arrival');
      const counts = await arrivalCounts(app.db, link.invitationId);
      return envelope({ results, counts }, 'Kedatangan tamu dicatat.');
    },
  );
};
