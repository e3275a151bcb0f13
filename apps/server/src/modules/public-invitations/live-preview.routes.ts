import type { FastifyInstance, FastifyReply } from 'fastify';
import { themeTypeName } from '@kabar/shared';
import { livePreviewInputSchema } from '@kabar/shared/invitation-api';
import { checkContent, contentFields } from '@kabar/shared/invitation-content';
import { fillInvitationPage, type ThemeAssets } from '@kabar/themes';
import { DEFAULT_SECTION_ORDER } from '@kabar/shared';
import { getEntitlements } from '../entitlements/entitlements.queries';
import type { Invitation } from '../invitations/invitations.schema';
import { findOwnInvitation } from '../invitations/save-configuration';
import { findActiveThemeOr404 } from '../themes/themes.queries';
import { AppError, ValidationError } from '../../http/errors';
import { gatePageRequest } from '../../http/enforce-route-contracts';
import { acceptFormPosts } from './form-body';
import { livePreviewWait, PREVIEW_BUSY } from './limit-live-previews';
import { PAGE_CSP } from './page-responses';
import { previewPhotos } from './preview-photos';
import { renderSource } from './render-source';

const MESSAGE_PAGE = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:15px/1.5 system-ui,sans-serif;color:#57534e;background:#fafaf9;text-align:center;padding:1.5rem}</style></head><body><p>${text}</p></body></html>`;

/**
 * The editor's live preview: the couple's invitation as guests will see it, in any theme, from
 * the values as typed. Nothing is stored. It is a form post into the preview frame carrying the
 * access token, so the page arrives with the invitation pages' own headers (their script policy)
 * rather than inheriting the app's. Plan rules are the owner's; a theme not yet owned renders,
 * marked as a preview, since publishing is what needs it.
 */
export async function livePreviewRoutes(
  app: FastifyInstance,
  { assets }: { assets: ThemeAssets },
): Promise<void> {
  const site = app.config.site;
  acceptFormPosts(app, 64 * 1024);

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('Content-Security-Policy', PAGE_CSP)
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Cache-Control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  app.post('/pratinjau/langsung', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const actorId = typeof body.token === 'string' ? await app.tokens.verify(body.token) : null;
    if (!actorId) {
      return page(
        reply,
        401,
        MESSAGE_PAGE('Sesi berakhir', 'Sesimu berakhir. Muat ulang halaman editor.'),
      );
    }
    const wait = await livePreviewWait(app.db, request.ip, actorId);
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      return page(reply, 429, MESSAGE_PAGE('Pratinjau', PREVIEW_BUSY));
    }
    let payload: unknown = null;
    try {
      payload = typeof body.payload === 'string' ? JSON.parse(body.payload) : null;
    } catch {
      payload = null;
    }
    const parsed = livePreviewInputSchema.safeParse(payload);
    if (!parsed.success) {
      return page(reply, 400, MESSAGE_PAGE('Pratinjau', 'Pratinjau belum bisa ditampilkan.'));
    }
    const input = parsed.data;
    try {
      const base: Invitation | undefined = input.invitation_id
        ? (await gatePageRequest(app, actorId, input.invitation_id, 'view')).invitation
        : await findOwnInvitation(app.db, actorId);
      const ownerId = base?.userId ?? actorId;
      const row = await findActiveThemeOr404(app.db, input.theme_id);
      const { plan } = await getEntitlements(app.db, ownerId);
      // Unfinished values are fine here: what does not pass the form's check is simply left out.
      const { content } = checkContent(
        contentFields(row.theme.formConfig),
        { ...base?.content, ...input.values },
        plan,
      );
      const photos = await previewPhotos(
        app.db,
        app.fileStorage,
        [ownerId, actorId],
        input.photos ?? base?.photos.map((photo) => photo.id) ?? [],
        base?.photos ?? [],
      );
      const now = new Date();
      const invitation: Invitation = {
        id: base?.id ?? '00000000-0000-4000-8000-000000000000',
        userId: ownerId,
        themeId: input.theme_id,
        slug: base?.slug ?? null,
        content,
        sectionOrder: input.section_order ?? base?.sectionOrder ?? [...DEFAULT_SECTION_ORDER],
        photos,
        // The stored status, so the preview of a published invitation does not call it a draft.
        status: base?.status ?? 'draft',
        version: 0,
        publishedAt: base?.publishedAt ?? null,
        createdAt: base?.createdAt ?? now,
        updatedAt: now,
      };
      const source = {
        invitation,
        theme: { code: row.theme.code, tier: themeTypeName(row.type.name) },
        plan,
        wishesStamp: '',
      };
      const { model, template } = renderSource(source, assets, site, { preview: true });
      return page(
        reply,
        200,
        fillInvitationPage(template, model, { guestName: null, now, wishes: null }),
      );
    } catch (error) {
      if (error instanceof ValidationError || error instanceof AppError) {
        return page(reply, error.statusCode, MESSAGE_PAGE('Pratinjau', error.message));
      }
      throw error;
    }
  });
}
