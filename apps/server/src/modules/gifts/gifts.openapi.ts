import { giftInputSchema } from '@kabar/shared';
import type { RouteDocs } from '../../openapi/route-doc';

const signedIn = true;

export const giftsRouteDocs: RouteDocs = {
  'GET /api/invitations/:invitationId/gifts': { summary: 'The gift ledger', signedIn },
  'POST /api/invitations/:invitationId/gifts': {
    summary: 'Record a gift',
    body: giftInputSchema,
    status: 201,
    signedIn,
  },
  'PATCH /api/invitations/:invitationId/gifts/:giftId': {
    summary: 'Edit a gift',
    body: giftInputSchema,
    signedIn,
  },
  'DELETE /api/invitations/:invitationId/gifts/:giftId': { summary: 'Remove a gift', signedIn },
  'GET /api/invitations/:invitationId/gifts/export': {
    summary: 'The gift ledger as CSV',
    produces: 'text/csv',
    signedIn,
  },
};
