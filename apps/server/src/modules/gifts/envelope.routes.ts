import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  envelopeAccounts,
  envelopeSettingsSchema,
  GIFT_ADDRESS_MESSAGES,
  GIFT_SENT_MESSAGES,
  giftAddressInputSchema,
  giftDtoSchema,
  giftSentInputSchema,
  giftStatusInputSchema,
  guestCopy,
  guestEnvelopeSchema,
  QRIS_MAX_AMOUNT,
  QRIS_MESSAGES,
  qrisWithAmount,
  switchShows,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { findGuestByToken } from '../guests/guest-links';
import { guestQrSvg } from '../guests/guest-qr';
import { readUpload } from '../media/read-upload';
import { loadInvitationSource } from '../public-invitations/load-invitation';
import { pageLanguage, pageLanguageQuery } from '../public-invitations/page-language';
import { createWriteLimits } from '../public-invitations/write-limits';
import {
  GIFT_NOT_FOUND,
  giftSettings,
  recordGiftSent,
  saveGiftAddress,
  saveQris,
  setGiftStatus,
  toGiftDto,
} from './gifts.queries';
import { readQrisImage } from './read-qris-image';

const QRIS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const QRIS_UPLOAD = {
  tooLarge: 'Ukuran gambar QRIS maksimal 5 MB.',
  noFile: 'Pilih gambar QRIS untuk diunggah.',
  truncated: 'Unggahan terputus. Silakan coba unggah lagi.',
};

const qrisDto = z.object({ merchantName: z.string().nullable() });
const slugParams = z.object({ slug: z.string().max(60) });
const personalQuery = pageLanguageQuery.extend({ g: z.string().max(100).optional() });
const giftParams = z.object({ giftId: z.uuid({ error: GIFT_NOT_FOUND }) });
const amountBody = z.object({
  amount: z.coerce
    .number({ error: QRIS_MESSAGES.amount })
    .int({ error: QRIS_MESSAGES.amount })
    .min(1, { error: QRIS_MESSAGES.amount })
    .max(QRIS_MAX_AMOUNT, { error: QRIS_MESSAGES.amount }),
});

/**
 * The digital envelope beyond the account numbers (issue 29): the couple's QRIS, read from their
 * image and kept as its payload; a guest's QRIS with the amount they typed; a guest's "Sudah
 * kirim" into the ledger as waiting, and the couple's confirm or reject. No money passes here.
 */
export const envelopeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const route = declareRoutes(app, 'gifts');
  const limits = createWriteLimits(app.sharedCounters);

  route.patch(
    '/invitations/:invitationId/gifts/:giftId/status',
    {
      summary: 'Confirm or reject a gift a guest reported',
      access: access.invitation('gifts.edit'),
      params: giftParams,
      body: giftStatusInputSchema,
      data: giftDtoSchema,
    },
    async ({ gate, params, body }) => {
      const gift = await setGiftStatus(app.db, gate.invitation.id, params.giftId, body.status);
      const message = body.status === 'confirmed' ? 'Kiriman dikonfirmasi.' : 'Kiriman ditolak.';
      return envelope(toGiftDto(gift), message);
    },
  );

  route.get(
    '/invitations/:invitationId/gifts/qris',
    { summary: 'The envelope’s QRIS merchant', access: access.invitation('view'), data: qrisDto },
    async ({ gate }) => {
      const settings = await giftSettings(app.db, gate.invitation.id);
      return envelope({ merchantName: settings?.qrisMerchant ?? null });
    },
  );

  route.put(
    '/invitations/:invitationId/gifts/qris',
    {
      summary: 'Upload the couple’s QRIS image (multipart); decoded and checked on the server',
      access: access.invitation('edit'),
      data: qrisDto,
    },
    async ({ gate }, request) => {
      const { data } = await readUpload(request, QRIS_IMAGE_MAX_BYTES, QRIS_UPLOAD);
      const qris = await readQrisImage(data);
      await saveQris(app.db, gate.invitation.id, qris);
      return envelope({ merchantName: qris.merchantName }, `QRIS ${qris.merchantName} disimpan.`);
    },
  );

  route.delete(
    '/invitations/:invitationId/gifts/qris',
    { summary: 'Remove the envelope’s QRIS', access: access.invitation('edit'), data: qrisDto },
    async ({ gate }) => {
      await saveQris(app.db, gate.invitation.id, null);
      return envelope({ merchantName: null }, 'QRIS dihapus.');
    },
  );

  route.get(
    '/invitations/:invitationId/gifts/envelope',
    {
      summary: 'The envelope’s QRIS merchant and gift address',
      access: access.invitation('gifts.view'),
      data: envelopeSettingsSchema,
    },
    async ({ gate }) => {
      const settings = await giftSettings(app.db, gate.invitation.id);
      return envelope({
        merchantName: settings?.qrisMerchant ?? null,
        address: settings?.giftAddress ?? '',
      });
    },
  );

  route.put(
    '/invitations/:invitationId/gifts/address',
    {
      summary: 'Set the gift address personal links show (empty removes it)',
      access: access.invitation('edit'),
      body: giftAddressInputSchema,
      data: envelopeSettingsSchema,
    },
    async ({ gate, body }) => {
      await saveGiftAddress(app.db, gate.invitation.id, body.address);
      const settings = await giftSettings(app.db, gate.invitation.id);
      return envelope(
        { merchantName: settings?.qrisMerchant ?? null, address: body.address },
        body.address ? GIFT_ADDRESS_MESSAGES.saved : GIFT_ADDRESS_MESSAGES.removed,
      );
    },
  );

  async function openEnvelope(slug: string, closed: string = GIFT_SENT_MESSAGES.closed) {
    const source = await loadInvitationSource(app.db, { slug });
    const open =
      source?.invitation.status === 'published' &&
      switchShows(source.invitation.content, source.plan, 'digital_envelope_enabled');
    if (!source || !open) throw new NotFoundError(closed);
    return source.invitation;
  }

  route.get(
    '/gifts/:slug',
    {
      summary:
        'A guest’s view of the envelope: accounts, QRIS, and the gift address on a personal link',
      access: access.public,
      params: slugParams,
      query: personalQuery,
      data: guestEnvelopeSchema,
    },
    async ({ params, query }, request, reply) => {
      const copy = guestCopy(pageLanguage(request, query.lang).lang).gift;
      const invitation = await openEnvelope(params.slug, copy.closed);
      const [settings, guest] = await Promise.all([
        giftSettings(app.db, invitation.id),
        query.g
          ? findGuestByToken(app.db, invitation.id, query.g, app.config.site.publicUrl)
          : null,
      ]);
      // Security rule 69: the parcel address goes only to a guest's own link, and not into caches.
      reply.header('Cache-Control', 'private, no-store');
      return envelope({
        accounts: envelopeAccounts(invitation.content),
        merchantName: settings?.qrisPayload ? settings.qrisMerchant : null,
        address: guest && settings?.giftAddress ? settings.giftAddress : null,
        guestName: guest?.name ?? null,
      });
    },
  );

  route.post(
    '/gifts/:slug/qris',
    {
      summary: 'The couple’s QRIS with the amount a guest typed (EMVCo tag 54)',
      access: access.public,
      params: slugParams,
      body: amountBody,
      data: z.object({ merchantName: z.string(), payload: z.string(), svg: z.string() }),
    },
    async ({ params, body }) => {
      const invitation = await openEnvelope(params.slug);
      const settings = await giftSettings(app.db, invitation.id);
      if (!settings?.qrisPayload || !settings.qrisMerchant) {
        throw new NotFoundError(GIFT_SENT_MESSAGES.closed);
      }
      const payload = qrisWithAmount(settings.qrisPayload, body.amount);
      const svg = await guestQrSvg(payload, { title: `QRIS ${settings.qrisMerchant}` });
      return envelope({ merchantName: settings.qrisMerchant, payload, svg });
    },
  );

  route.post(
    '/gifts/:slug/sent',
    {
      summary: 'A guest says they sent a gift (“Sudah kirim”): waiting for the couple’s check',
      access: access.public,
      params: slugParams,
      query: pageLanguageQuery,
      body: giftSentInputSchema,
      data: z.object({ id: z.uuid() }),
      status: 201,
    },
    async ({ params, body, query }, request, reply) => {
      const copy = guestCopy(pageLanguage(request, query.lang).lang).gift;
      const invitation = await openEnvelope(params.slug, copy.closed);
      if (!(await limits.allow(request.ip, invitation.id))) {
        throw new AppError(429, copy.tooMany);
      }
      const guest = body.g
        ? await findGuestByToken(app.db, invitation.id, body.g, app.config.site.publicUrl)
        : null;
      const fromName = guest?.name ?? body.name;
      if (!fromName) throw new AppError(422, copy.nameNeeded);
      const gift = await recordGiftSent(app.db, invitation.id, {
        guestId: guest?.id ?? null,
        fromName,
        amount: body.amount,
        note: body.note,
      });
      app.invitationEvents.publish(invitation.id, 'guests');
      return reply.status(201).send(envelope({ id: gift.id }, copy.saved, 201));
    },
  );
};
