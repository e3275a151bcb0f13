import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ALBUM_MESSAGES,
  GUEST_PHOTO_LIMITS,
  GUEST_PHOTO_MAX_BYTES,
  GUEST_PHOTOS_PER_GUEST,
  guestCopy,
  guestPhotoSenderSchema,
  type GuestLanguage,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { parseInput } from '../../http/validate';
import { findGuestByToken } from '../guests/guest-links';
import { detectGuestImageKind } from '../media/image-processing';
import { readUpload } from '../media/read-upload';
import { encodeAndStorePhoto } from '../media/store-photo';
import { loadInvitationSource } from '../public-invitations/load-invitation';
import { pageLanguage, pageLanguageQuery } from '../public-invitations/page-language';
import { createAlbumLimits } from './album-limits';
import {
  albumSettings,
  countGuestPhotos,
  insertGuestPhoto,
  reportGuestPhoto,
} from './album.queries';

/** What the upload's reading and re-encoding say, in the page's language. */
function uploadMessages(lang: GuestLanguage) {
  const { tooLarge, noFile, truncated, unreadable, tooManyPixels } = guestCopy(lang).photos;
  return { tooLarge, noFile, truncated, unreadable, tooManyPixels };
}

const slugParams = z.object({ slug: z.string().max(60) });
const reportParams = slugParams.extend({ photoId: z.uuid({ error: ALBUM_MESSAGES.notFound }) });

/**
 * Guests' side of the album, without an account (docs/security.md #47-48): a published invitation
 * whose plan has an album, the address's window, then the guest's and the invitation's totals,
 * then the picture itself, re-encoded so nothing of the sent file (GPS, camera, trailing bytes)
 * is kept. The sender is the personal link's guest, or the name typed on the open link.
 */
export const guestPhotosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const limits = createAlbumLimits(app.sharedCounters);
  const route = declareRoutes(app, 'album');

  async function publishedInvitation(slug: string, closed: string = ALBUM_MESSAGES.closed) {
    const source = await loadInvitationSource(app.db, { slug });
    if (!source || source.invitation.status !== 'published') throw new NotFoundError(closed);
    return source;
  }

  route.post(
    '/album/:slug/photos',
    {
      summary: 'A guest sends one photo (multipart: g or name, then file)',
      access: access.public,
      params: slugParams,
      query: pageLanguageQuery,
      data: z.object({ id: z.uuid(), shown: z.boolean() }),
      status: 201,
    },
    async ({ params, query }, request, reply) => {
      const lang = pageLanguage(request, query.lang).lang;
      const copy = guestCopy(lang).photos;
      const messages = uploadMessages(lang);
      const source = await publishedInvitation(params.slug, copy.closed);
      const invitationId = source.invitation.id;
      const planLimit = GUEST_PHOTO_LIMITS[source.plan];
      if (planLimit === 0) throw new AppError(403, copy.closed);
      if (!(await limits.uploads.allow(request.ip))) {
        throw new AppError(429, copy.tooMany);
      }
      const { data, fields } = await readUpload(request, GUEST_PHOTO_MAX_BYTES, messages);
      const guest = fields.g
        ? await findGuestByToken(app.db, invitationId, fields.g, app.config.site.publicUrl)
        : null;
      const sender = guest
        ? { guestId: guest.id, name: guest.name }
        : { guestId: null, name: parseInput(guestPhotoSenderSchema, fields).name };
      const kind = detectGuestImageKind(data);
      if (kind === 'heic') throw new AppError(415, copy.heic);
      if (!kind) throw new AppError(415, copy.wrongType);
      const counts = await countGuestPhotos(app.db, invitationId, sender);
      if (counts.total >= planLimit) throw new AppError(409, copy.perInvitation);
      if (counts.bySender >= GUEST_PHOTOS_PER_GUEST) {
        throw new AppError(409, copy.perGuest(GUEST_PHOTOS_PER_GUEST));
      }
      const id = randomUUID();
      const stored = await encodeAndStorePhoto(app.fileStorage, 'guest-photos', id, data, messages);
      const { approvalRequired } = await albumSettings(app.db, invitationId);
      const row = await insertGuestPhoto(app.db, {
        id,
        invitationId,
        guestId: sender.guestId,
        senderName: sender.name,
        status: approvalRequired ? 'pending' : 'shown',
        ...stored,
        originalBytes: data.length,
      });
      app.invitationEvents.publish(invitationId, 'photo');
      const shown = row.status === 'shown';
      const message = shown ? copy.uploadedShown : copy.uploadedPending;
      return reply.status(201).send(envelope({ id: row.id, shown }, message, 201));
    },
  );

  route.post(
    '/album/:slug/photos/:photoId/report',
    {
      summary: 'A guest reports a shown photo to the couple',
      access: access.public,
      params: reportParams,
      data: null,
    },
    async ({ params }, request) => {
      const source = await publishedInvitation(params.slug);
      if (!(await limits.reports.allow(request.ip))) {
        throw new AppError(429, ALBUM_MESSAGES.tooMany);
      }
      if (!(await reportGuestPhoto(app.db, source.invitation.id, params.photoId))) {
        throw new NotFoundError(ALBUM_MESSAGES.notFound);
      }
      app.invitationEvents.publish(source.invitation.id, 'photo');
      return envelope(null, ALBUM_MESSAGES.reported);
    },
  );
};
