import {
  configurationInputSchema,
  invitationDraftSchema,
  invitationDtoSchema,
  invitationStatusInputSchema,
  saveDraftInputSchema,
  sectionOrderInputSchema,
  slugAvailabilitySchema,
  switchThemeInputSchema,
  turnOnFeaturesInputSchema,
  userThemesSchema,
} from '@kabar/shared/invitation-api';
import type { RouteDocs } from '../../openapi/route-doc';
import { slugQuery } from './invitations.routes';

const signedIn = true;

export const invitationsRouteDocs: RouteDocs = {
  'GET /api/themes/user': {
    summary: 'The themes the user owns and the ones they may use',
    data: userThemesSchema,
    signedIn,
  },
  'POST /api/themes/configuration': {
    summary: 'Save the invitation’s configuration (201 when it creates the invitation)',
    body: configurationInputSchema,
    data: invitationDtoSchema,
    signedIn,
  },
  'GET /api/invitations': { summary: 'The invitations the user owns or helps with', signedIn },
  'GET /api/invitations/slug-availability': {
    summary: 'Whether an invitation link is free',
    query: slugQuery,
    data: slugAvailabilitySchema,
    signedIn,
  },
  'GET /api/invitations/drafts': { summary: 'The user’s unsaved drafts', signedIn },
  'GET /api/invitations/drafts/:themeId': {
    summary: 'The draft for one theme',
    data: invitationDraftSchema,
    signedIn,
  },
  'PUT /api/invitations/drafts/:themeId': {
    summary: 'Keep the draft for one theme',
    body: saveDraftInputSchema,
    signedIn,
  },
  'GET /api/invitations/:id': { summary: 'One invitation', data: invitationDtoSchema, signedIn },
  'PUT /api/invitations/:id/theme': {
    summary: 'Switch the invitation’s theme',
    body: switchThemeInputSchema,
    signedIn,
  },
  'POST /api/invitations/:id/features': {
    summary: 'Turn on paid features after an upgrade',
    body: turnOnFeaturesInputSchema,
    signedIn,
  },
  'PUT /api/invitations/:id/section-order': {
    summary: 'The order of the invitation’s sections',
    body: sectionOrderInputSchema,
    signedIn,
  },
  'PUT /api/invitations/:id/status': {
    summary: 'Publish or unpublish',
    body: invitationStatusInputSchema,
    signedIn,
  },
};
