import type { SiteConfig } from '@kabar/shared';
import {
  buildPageModel,
  renderPageTemplate,
  type PageEventInput,
  type PageModel,
  type PageModelInput,
  type ThemeAssets,
} from '@kabar/themes';
import { compileGzipTemplate } from './gzip-template';
import type { InvitationSource } from './load-invitation';
import type { RenderedPage } from './page-cache';

/**
 * Turns stored data into the page model and the rendered template. `origin` is a couple's own
 * domain (`https://rinadanbudi.com`): the page's canonical and link-preview addresses move there.
 */
export function renderSource(
  source: InvitationSource,
  assets: ThemeAssets,
  site: SiteConfig,
  preview = false,
  origin?: string,
): RenderedPage {
  const built = buildPageModel(modelInput(source, site, source.events, preview));
  const { invitation } = source;
  const model =
    origin && built.slug
      ? {
          ...built,
          canonicalUrl: `${origin}/`,
          ogImageUrl: `${origin}/${built.slug}/og.jpg?v=${invitation.version}`,
        }
      : built;
  const template = renderPageTemplate(model, assets);
  return { model, template, gzip: compileGzipTemplate(template) };
}

function modelInput(
  source: InvitationSource,
  site: SiteConfig,
  events: readonly PageEventInput[] | undefined,
  preview: boolean,
): PageModelInput {
  const { invitation } = source;
  return {
    invitation: {
      slug: invitation.slug,
      content: invitation.content,
      sectionOrder: invitation.sectionOrder,
      photos: invitation.photos,
      version: invitation.version,
    },
    theme: source.theme,
    plan: source.plan,
    site: { brandName: site.brandName, publicUrl: site.publicUrl },
    preview,
    previewOfPublished: invitation.status === 'published',
    ...(events ? { events } : {}),
  };
}

/**
 * The template personal links (`?g=`) fill in: the RSVP answer and the guest pass as slots, and
 * only the guest's events with their session's time (issue 27), so the countdown counts to their
 * first event. Addresses stay those of the plain page it came from.
 */
export function renderPersonal(
  page: { model: PageModel; source: InvitationSource },
  events: readonly PageEventInput[],
  assets: ThemeAssets,
  site: SiteConfig,
): RenderedPage {
  const built = buildPageModel(modelInput(page.source, site, events, page.model.preview));
  const model: PageModel = {
    ...built,
    canonicalUrl: page.model.canonicalUrl,
    ogImageUrl: page.model.ogImageUrl,
    personal: true,
  };
  const template = renderPageTemplate(model, assets);
  return { model, template, gzip: compileGzipTemplate(template) };
}
