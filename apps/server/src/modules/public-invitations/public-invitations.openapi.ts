import type { RouteDocs } from '../../openapi/route-doc';

export const publicInvitationsRouteDocs: RouteDocs = {
  'POST /api/invitations/:id/preview': {
    summary: 'A short-lived link to preview the invitation as guests will see it',
    signedIn: true,
  },
};
