import { invitationPhotoSchema } from '@kabar/shared';
import type { RouteDocs } from '../../openapi/route-doc';

const signedIn = true;

export const mediaRouteDocs: RouteDocs = {
  'POST /api/media/photos': {
    summary: 'Upload a JPEG or PNG photo (multipart, one file); stored as WebP variants',
    data: invitationPhotoSchema,
    status: 201,
    signedIn,
  },
  'GET /api/media/photos/:id': {
    summary: 'One of the user’s photos',
    data: invitationPhotoSchema,
    signedIn,
  },
  'DELETE /api/media/photos/:id': { summary: 'Delete a photo no invitation uses', signedIn },
};
