import { checkinArrivalsInputSchema, checkinLinkInputSchema } from '@kabar/shared';
import type { RouteDocs } from '../../openapi/route-doc';

const signedIn = true;

export const checkinRouteDocs: RouteDocs = {
  'GET /api/invitations/:invitationId/checkin-links': {
    summary: 'The helpers’ check-in links',
    signedIn,
  },
  'POST /api/invitations/:invitationId/checkin-links': {
    summary: 'Make a check-in link',
    body: checkinLinkInputSchema,
    status: 201,
    signedIn,
  },
  'DELETE /api/invitations/:invitationId/checkin-links/:linkId': {
    summary: 'Revoke a check-in link',
    signedIn,
  },
  'GET /api/checkin/:code': {
    summary: 'The helper’s page: names and arrivals, by the link’s code',
  },
  'GET /api/checkin/:code/arrivals': { summary: 'Who has arrived, and the totals' },
  'POST /api/checkin/:code/arrivals': {
    summary: 'Record arrivals',
    body: checkinArrivalsInputSchema,
  },
  'GET /api/invitations/:invitationId/arrivals': {
    summary: 'Who is at the venue: counts and the latest ten',
    signedIn,
  },
};
