import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guestCopy, guestLanguageFromQuery } from '@kabar/shared';
import { ASSET_PREFIX, PAGE_FONT_DIR } from '@kabar/themes';
import { precompress, sendPrecompressed, type Precompressed } from '../../http/precompressed';
import { DEMO_PHOTO_ROUTE } from '../media/media-paths';
import { calendarFile } from './calendar-file';
import { resolvePersonalGuest } from './guest-context';
import { pageLanguage } from './page-language';
import { personalPageOf } from './personal-page';
import { linkPreviewImage, linkPreviewKey } from './link-preview-images';
import { redirectOldSlug } from './old-slug-redirect';
import type { PublicPages, Query } from './public-pages';

const DEMO_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../assets/demo-media');

/**
 * The files around the pages: their script, styles and fonts (each page's own cut of its names
 * face too), the demo photos, each invitation's calendar file and its link-preview image.
 */
export async function assetRoutes(app: FastifyInstance, publicPages: PublicPages): Promise<void> {
  const { site, assets, cache, sendNotFound, slugOrPass } = publicPages;
  const ogImages = new Map<string, Buffer>();
  const movedFrom = (request: FastifyRequest, reply: FastifyReply, slug: string) =>
    redirectOldSlug(app.db, request, reply, slug, site);

  await app.register(fastifyStatic, {
    root: DEMO_MEDIA_DIR,
    prefix: `${DEMO_PHOTO_ROUTE}/`,
    decorateReply: false,
    maxAge: '7d',
  });

  // A wildcard, not a parameter: a cut's name holds its letters and passes the router's
  // 100-character parameter limit once names write about 45 of them (issue 25).
  app.get<{ Params: { '*': string } }>(
    `${ASSET_PREFIX}${PAGE_FONT_DIR}*`,
    async (request, reply) => {
      const body = await assets.pageFonts.read(request.params['*']);
      if (!body) return reply.callNotFound();
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('font/woff2')
        .send(body);
    },
  );

  // The page script is compressed once, when first asked for; fonts are compressed already.
  const compressed = new Map<string, Precompressed>();
  app.get<{ Params: { file: string } }>(`${ASSET_PREFIX}:file`, (request, reply) => {
    const url = `${ASSET_PREFIX}${request.params.file}`;
    const file = assets.files.get(url);
    if (!file) return reply.callNotFound();
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').type(file.type);
    if (!file.type.startsWith('text/')) return reply.send(file.body);
    let body = compressed.get(url);
    if (!body) compressed.set(url, (body = precompress(file.body)));
    return sendPrecompressed(request, reply, body);
  });

  app.get<{ Params: { slug: string } }>('/:slug/kalender.ics', async (request, reply) => {
    const slug = slugOrPass(request, reply);
    if (!slug) return reply;
    const entry = await cache.get(slug);
    if (!entry) return (await movedFrom(request, reply, slug)) ?? sendNotFound(reply);
    const query = request.query as Query;
    const wanted = query.acara;
    // A personal link's file holds only the guest's events, at their session's time.
    const personal = await resolvePersonalGuest(
      app.db,
      entry.source.invitation,
      query.g,
      site.publicUrl,
      (guest) => pageLanguage(request, query.lang, guest.language).lang,
    );
    // The file speaks the guest's language, as their page does.
    const { lang } = pageLanguage(request, query.lang, personal?.guest.language);
    const plain = cache.inLanguage(entry, lang);
    const model = personal
      ? personalPageOf(entry, plain, personal.events, assets, site).model
      : plain.model;
    const events = model.events.filter(
      (event) => event.startsAt && (!wanted || event.key === wanted),
    );
    if (!events.length) return sendNotFound(reply);
    const ics = calendarFile({
      model,
      events,
      invitationId: entry.source.invitation.id,
      domain: site.invitationDomain,
      now: new Date(),
    });
    return reply
      .header(
        'Content-Disposition',
        `attachment; filename="${guestCopy(lang).calendar.fileName(slug)}"`,
      )
      .header('Cache-Control', 'no-cache')
      .type('text/calendar; charset=utf-8')
      .send(ics);
  });

  app.get<{ Params: { slug: string } }>('/:slug/og.jpg', async (request, reply) => {
    const slug = slugOrPass(request, reply);
    if (!slug) return reply;
    const entry = await cache.get(slug);
    if (!entry) return (await movedFrom(request, reply, slug)) ?? sendNotFound(reply);
    const { invitation, plan } = entry.source;
    // `?lang=en` is the English page's picture (its date in English); anything else Indonesian.
    const lang = guestLanguageFromQuery((request.query as Query).lang) ?? 'id';
    const subject = { invitationId: invitation.id, version: invitation.version, plan, lang };
    const key = linkPreviewKey(subject);
    let image = ogImages.get(key);
    if (!image) {
      const { model } = cache.inLanguage(entry, lang);
      image = await linkPreviewImage(app.fileStorage, { ...subject, model });
      if (ogImages.size >= 200) ogImages.delete(ogImages.keys().next().value!);
      ogImages.set(key, image);
    }
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/jpeg').send(image);
  });
}
