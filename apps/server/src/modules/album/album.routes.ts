import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ALBUM_MESSAGES,
  albumDtoSchema,
  albumSettingsInputSchema,
  GUEST_PHOTO_LIMITS,
  guestPhotoDtoSchema,
  guestPhotoStatusInputSchema,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import type { InvitationAccess } from '../invitations/invitation-access';
import { streamAlbumZip } from './album-zip';
import {
  albumSettings,
  deleteGuestPhoto,
  listGuestPhotos,
  renewWallToken,
  saveAlbumSettings,
  setGuestPhotoStatus,
  toGuestPhotoDto,
} from './album.queries';

const photoParams = z.object({ photoId: z.uuid({ error: ALBUM_MESSAGES.notFound }) });

/**
 * The couple's side of the album: every photo with its sender and reports, approval on or off, the
 * thank-you note, the live wall's link, and the zip. Everyone who may edit the invitation (the
 * couple and editors) moderates; whoever may view it sees the album.
 */
export const albumRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'album');
  const storage = app.fileStorage;
  const publicUrl = app.config.site.publicUrl;

  async function albumOf(gate: InvitationAccess) {
    const id = gate.invitation.id;
    const [settings, rows] = await Promise.all([
      albumSettings(app.db, id),
      listGuestPhotos(app.db, id),
    ]);
    return albumDtoSchema.parse({
      approvalRequired: settings.approvalRequired,
      thankYouNote: settings.thankYouNote,
      uploadUrl: `${publicUrl}/album/${gate.invitation.slug ?? ''}/unggah`,
      wallUrl: settings.wallToken ? `${publicUrl}/layar-foto/${settings.wallToken}` : null,
      limit: GUEST_PHOTO_LIMITS[gate.ownerPlan],
      photos: rows.map((row) => toGuestPhotoDto(row, storage)),
    });
  }

  route.get(
    '/invitations/:invitationId/album',
    {
      summary: 'The guests’ album and its settings',
      access: access.invitation('view'),
      data: albumDtoSchema,
    },
    async ({ gate }) => envelope(await albumOf(gate), 'Album berhasil diambil.'),
  );

  route.put(
    '/invitations/:invitationId/album',
    {
      summary: 'Approval on or off, and the thank-you note',
      access: access.invitation('edit'),
      body: albumSettingsInputSchema,
      data: albumDtoSchema,
    },
    async ({ gate, body }) => {
      await saveAlbumSettings(app.db, gate.invitation.id, body);
      return envelope(await albumOf(gate), 'Pengaturan album disimpan.');
    },
  );

  route.patch(
    '/invitations/:invitationId/album/photos/:photoId',
    {
      summary: 'Show (approve) or hide a guest’s photo',
      access: access.invitation('edit'),
      params: photoParams,
      body: guestPhotoStatusInputSchema,
      data: guestPhotoDtoSchema,
    },
    async ({ gate, params, body }) => {
      const row = await setGuestPhotoStatus(
        app.db,
        gate.invitation.id,
        params.photoId,
        body.status,
      );
      if (!row) throw new NotFoundError(ALBUM_MESSAGES.notFound);
      app.invitationEvents.publish(gate.invitation.id, 'photo');
      const message = body.status === 'shown' ? 'Foto ditampilkan.' : 'Foto disembunyikan.';
      return envelope(toGuestPhotoDto(row, storage), message);
    },
  );

  route.delete(
    '/invitations/:invitationId/album/photos/:photoId',
    {
      summary: 'Delete a guest’s photo and its files',
      access: access.invitation('edit'),
      params: photoParams,
      data: null,
    },
    async ({ gate, params }) => {
      const row = await deleteGuestPhoto(app.db, gate.invitation.id, params.photoId);
      if (!row) throw new NotFoundError(ALBUM_MESSAGES.notFound);
      await Promise.all(row.variants.map((variant) => storage.delete(variant.key)));
      app.invitationEvents.publish(gate.invitation.id, 'photo');
      return envelope(null, 'Foto dihapus.');
    },
  );

  route.post(
    '/invitations/:invitationId/album/wall-link',
    {
      summary: 'A new live wall link (the old one stops working)',
      access: access.invitation('edit'),
      data: albumDtoSchema,
    },
    async ({ gate }) => {
      await renewWallToken(app.db, gate.invitation.id);
      return envelope(await albumOf(gate), 'Tautan layar foto dibuat.');
    },
  );

  route.delete(
    '/invitations/:invitationId/album/wall-link',
    {
      summary: 'Revoke the live wall link',
      access: access.invitation('edit'),
      data: albumDtoSchema,
    },
    async ({ gate }) => {
      await saveAlbumSettings(app.db, gate.invitation.id, { wallToken: null });
      return envelope(await albumOf(gate), 'Tautan layar foto dicabut.');
    },
  );

  route.get(
    '/invitations/:invitationId/album/zip',
    {
      summary: 'Every shown photo as one zip, streamed',
      access: access.invitation('view'),
      produces: 'application/zip',
    },
    async ({ gate }, _request, reply) => streamAlbumZip(app, gate.invitation, reply),
  );
};
