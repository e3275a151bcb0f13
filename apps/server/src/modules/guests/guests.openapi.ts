import {
  guestImportInputSchema,
  guestInputSchema,
  guestSentInputSchema,
  guestTemplatesInputSchema,
} from '@kabar/shared';
import type { RouteDocs } from '../../openapi/route-doc';
import { checkInInput } from './guest-check-in.routes';

const signedIn = true;
const guest = '/api/invitations/:invitationId/guests/:guestId';

export const guestsRouteDocs: RouteDocs = {
  'GET /api/guest-lists': {
    summary: 'The invitations with guest lists and their counts',
    signedIn,
  },
  'GET /api/invitations/:invitationId/guests': {
    summary: 'The guest list (a side manager sees their side)',
    signedIn,
  },
  'POST /api/invitations/:invitationId/guests': {
    summary: 'Add a guest',
    body: guestInputSchema,
    status: 201,
    signedIn,
  },
  [`PATCH ${guest}`]: { summary: 'Edit a guest', body: guestInputSchema, signedIn },
  [`DELETE ${guest}`]: { summary: 'Remove a guest', signedIn },
  'POST /api/invitations/:invitationId/guests/import': {
    summary: 'Import parsed spreadsheet rows',
    body: guestImportInputSchema,
    signedIn,
  },
  'GET /api/invitations/:invitationId/guests/export': {
    summary: 'The guest list as CSV',
    produces: 'text/csv',
    signedIn,
  },
  [`POST ${guest}/sent`]: {
    summary: 'Mark the invitation sent to a guest',
    body: guestSentInputSchema,
    signedIn,
  },
  [`GET ${guest}/qr.svg`]: {
    summary: 'The guest’s personal link as a QR code',
    produces: 'image/svg+xml',
    signedIn,
  },
  'PUT /api/invitations/:invitationId/guest-templates': {
    summary: 'The message templates for sending',
    body: guestTemplatesInputSchema,
    signedIn,
  },
  [`PUT ${guest}/check-in`]: {
    summary: 'Record a guest’s arrival',
    body: checkInInput,
    signedIn,
  },
  [`DELETE ${guest}/check-in`]: { summary: 'Take back a recorded arrival', signedIn },
};
