import { coAdminInviteInputSchema } from '@kabar/shared';
import type { RouteDocs } from '../../openapi/route-doc';

const signedIn = true;

export const coAdminsRouteDocs: RouteDocs = {
  'GET /api/invitations/:invitationId/co-admins': {
    summary: 'Who helps with the invitation',
    signedIn,
  },
  'POST /api/invitations/:invitationId/co-admins/invites': {
    summary: 'Make an invite link with a role (and side)',
    body: coAdminInviteInputSchema,
    status: 201,
    signedIn,
  },
  'DELETE /api/invitations/:invitationId/co-admins/invites/:inviteId': {
    summary: 'Revoke an invite link',
    signedIn,
  },
  'DELETE /api/invitations/:invitationId/co-admins/:userId': {
    summary: 'Remove a co-admin',
    signedIn,
  },
  'GET /api/co-admin-invites/:token': { summary: 'Preview an invite link', signedIn },
  'POST /api/co-admin-invites/:token/accept': { summary: 'Accept an invite link', signedIn },
};
