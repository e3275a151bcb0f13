import { answerStatsSchema } from '@kabar/shared/answer-stats';
import type { RouteDocs } from '../../openapi/route-doc';
import { hideBody } from './responses.routes';

const signedIn = true;

export const responsesRouteDocs: RouteDocs = {
  'GET /api/responses': { summary: 'Answer counts per invitation, for the menu', signedIn },
  'GET /api/invitations/:id/responses': { summary: 'The RSVPs and wishes', signedIn },
  'PATCH /api/invitations/:id/wishes/:wishId': {
    summary: 'Hide or show a wish',
    body: hideBody,
    signedIn,
  },
  'GET /api/invitations/:id/responses/export/:kind': {
    summary: 'The RSVPs (rsvp) or wishes (ucapan) as CSV',
    produces: 'text/csv',
    signedIn,
  },
  'GET /api/invitations/:id/answer-events': {
    summary: 'A live stream of what is recorded for the invitation',
    produces: 'text/event-stream',
    signedIn,
  },
  'GET /api/checkin/:code/arrival-events': {
    summary: 'A live stream of arrivals and RSVP answers, by the check-in link’s code',
    produces: 'text/event-stream',
  },
  'GET /api/invitations/:id/answer-stats': {
    summary: 'The answers at a glance, counted for charts',
    data: answerStatsSchema,
    signedIn,
  },
};
