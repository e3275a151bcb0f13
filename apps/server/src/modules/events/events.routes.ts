import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  EVENT_MESSAGES,
  eventAnswersInputSchema,
  eventAnswerStatsSchema,
  eventAssignmentInputSchema,
  eventInputSchema,
  eventSessionsInputSchema,
  eventsPageSchema,
  guestEventsSchema,
  guestInvitesInputSchema,
  rsvpDeadlineInputSchema,
  specEventInputSchema,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { guestParams, guestScopeOf } from '../guests/guest-access';
import { findGuest } from '../guests/guests.queries';
import type { InvitationAccess } from '../invitations/invitation-access';
import { answerEvents } from './event-answers';
import { eventAnswersCsv, eventAnswerStats } from './event-answer-stats';
import { eventsPage, guestEventsOf } from './events-page';
import { assignGuestsToEvent } from './guest-event-invites';
import { setGuestInvites } from './guest-invites';
import { addEvent, deleteEvent, saveSessions, updateEvent } from './invitation-events';
import { saveRsvpDeadline } from './rsvp-deadline';

const eventParams = z.object({ eventId: z.uuid({ error: EVENT_MESSAGES.notFound }) });

/** `Resepsi Pernikahan` → `resepsi-pernikahan`, for an export's file name. */
const fileWord = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'acara';

/**
 * The couple's events (issue 27): adding their own, splitting any into sessions, who is invited
 * to what, the RSVP deadline and answers recorded by hand. Every write answers the events screen
 * again, so the web shows counts the server computed.
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'events');
  const page = (gate: InvitationAccess) => eventsPage(app.db, gate.invitation, gate.side);
  const changed = (invitationId: string) => {
    app.invitationEvents.publish(invitationId, 'guests');
  };
  /** After a write: tell the open screens, and answer the events screen as it now is. */
  const changedPage = async (gate: InvitationAccess, message: string) => {
    changed(gate.invitation.id);
    return envelope(await page(gate), message);
  };

  route.get(
    '/invitations/:invitationId/events',
    {
      summary: 'The invitation’s events and sessions with their counts, and the RSVP deadline',
      access: access.invitation('guests.view'),
      data: eventsPageSchema,
    },
    async ({ gate }) => envelope(await page(gate)),
  );

  route.post(
    '/invitations/:invitationId/events',
    {
      summary: 'Add an event of the couple’s own',
      access: access.invitation('edit'),
      body: eventInputSchema,
      data: eventsPageSchema,
    },
    async ({ gate, body }) => {
      await addEvent(app.db, gate.invitation.id, body);
      return changedPage(gate, 'Acara ditambahkan.');
    },
  );

  route.put(
    '/invitations/:invitationId/events/:eventId',
    {
      summary: 'Change one of the couple’s own events',
      access: access.invitation('edit'),
      params: eventParams,
      body: eventInputSchema,
      data: eventsPageSchema,
    },
    async ({ gate, params, body }) => {
      await updateEvent(app.db, gate.invitation.id, params.eventId, body);
      return changedPage(gate, 'Acara disimpan.');
    },
  );

  route.put(
    '/invitations/:invitationId/events/:eventId/visibility',
    {
      summary: 'Show an event on the open link, or only to the guests invited to it',
      access: access.invitation('edit'),
      params: eventParams,
      body: specEventInputSchema,
      data: eventsPageSchema,
    },
    async ({ gate, params, body }) => {
      await updateEvent(app.db, gate.invitation.id, params.eventId, body);
      return changedPage(gate, 'Acara disimpan.');
    },
  );

  route.delete(
    '/invitations/:invitationId/events/:eventId',
    {
      summary: 'Remove one of the couple’s own events',
      access: access.invitation('edit'),
      params: eventParams,
      data: eventsPageSchema,
    },
    async ({ gate, params }) => {
      await deleteEvent(app.db, gate.invitation.id, params.eventId);
      return changedPage(gate, 'Acara dihapus.');
    },
  );

  route.put(
    '/invitations/:invitationId/events/:eventId/sessions',
    {
      summary: 'Split an event into sessions (the whole list at once)',
      access: access.invitation('edit'),
      params: eventParams,
      body: eventSessionsInputSchema,
      data: eventsPageSchema,
    },
    async ({ gate, params, body }) => {
      await saveSessions(app.db, gate.invitation, params.eventId, body.sessions);
      return changedPage(gate, 'Sesi acara disimpan.');
    },
  );

  route.post(
    '/invitations/:invitationId/event-assignments',
    {
      summary: 'Invite guests to an event (listed, by side or by group), or un-invite them',
      access: access.invitation('guests.edit'),
      body: eventAssignmentInputSchema,
      data: eventsPageSchema,
    },
    async ({ gate, body }) => {
      const count = await assignGuestsToEvent(app.db, guestScopeOf(gate), body);
      return changedPage(gate, `${count} tamu diperbarui.`);
    },
  );

  route.put(
    '/invitations/:invitationId/rsvp-deadline',
    {
      summary: 'Set or clear the RSVP deadline',
      access: access.invitation('edit'),
      body: rsvpDeadlineInputSchema,
      data: eventsPageSchema,
    },
    async ({ gate, body }) => {
      await saveRsvpDeadline(app.db, gate.invitation, body.deadline);
      return envelope(
        await page(gate),
        body.deadline ? 'Batas RSVP disimpan.' : 'Batas RSVP dihapus.',
      );
    },
  );

  route.get(
    '/invitations/:invitationId/guests/:guestId/events',
    {
      summary: 'A guest’s events, sessions and answers',
      access: access.invitation('guests.view'),
      params: guestParams,
      data: guestEventsSchema,
    },
    async ({ gate, params }) => {
      const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
      return envelope(await guestEventsOf(app.db, gate.invitation.id, guest.id));
    },
  );

  route.put(
    '/invitations/:invitationId/guests/:guestId/event-answers',
    {
      summary: 'Record a guest’s answers by hand (the deadline does not apply)',
      access: access.invitation('guests.edit'),
      params: guestParams,
      body: eventAnswersInputSchema,
      data: guestEventsSchema,
    },
    async ({ gate, params, body, userId }) => {
      const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
      await answerEvents(app.db, guest.id, body.answers, { recordedBy: userId });
      // An answer like a guest's own: the charts follow, and the instant digest tells the others.
      app.invitationEvents.publish(gate.invitation.id, 'rsvp');
      return envelope(
        await guestEventsOf(app.db, gate.invitation.id, guest.id),
        'Jawaban disimpan.',
      );
    },
  );

  route.put(
    '/invitations/:invitationId/guests/:guestId/events',
    {
      summary: 'Set which events (and session of each) one guest is invited to',
      access: access.invitation('guests.edit'),
      params: guestParams,
      body: guestInvitesInputSchema,
      data: guestEventsSchema,
    },
    async ({ gate, params, body }) => {
      const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
      await setGuestInvites(app.db, gate.invitation.id, guest.id, body.invites);
      changed(gate.invitation.id);
      return envelope(
        await guestEventsOf(app.db, gate.invitation.id, guest.id),
        'Undangan acara tamu disimpan.',
      );
    },
  );

  route.get(
    '/invitations/:invitationId/event-answers',
    {
      summary: 'Answers per event and session: the answers page’s figures',
      access: access.invitation('answers.view'),
      data: eventAnswerStatsSchema,
    },
    async ({ gate }) => envelope(await eventAnswerStats(app.db, gate.invitation, gate.side)),
  );

  route.get(
    '/invitations/:invitationId/events/:eventId/answers/export',
    {
      summary: 'One event’s answers as CSV, guests who have not answered included',
      access: access.invitation('answers.view'),
      params: eventParams,
      produces: 'text/csv',
    },
    async ({ gate, params }, _request, reply) => {
      const { invitation } = gate;
      const { title, csv } = await eventAnswersCsv(app.db, invitation, params.eventId, gate.side);
      const name = `${fileWord(title)}-${invitation.slug ?? invitation.id}.csv`;
      return reply
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
