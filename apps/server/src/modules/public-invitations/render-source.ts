import type { GuestLanguage, SiteConfig } from '@kabar/shared';
import {
  buildPageModel,
  renderPageTemplate,
  type PageEventInput,
  type PageModel,
  type PageModelInput,
  type ThemeAssets,
} from '@kabar/themes';
import { compilePageBytes } from './page-bytes';
import type { InvitationSource } from './load-invitation';
import type { RenderedPage } from './page-cache';

/**
 * Turns stored data into the page model and the rendered template, in the guest's language.
 * `origin` is a couple's own domain (`https://rinadanbudi.com`): the page's canonical and
 * link-preview addresses move there.
 */
export function renderSource(
  source: InvitationSource,
  assets: ThemeAssets,
  site: SiteConfig,
  options: { preview?: boolean; origin?: string; lang?: GuestLanguage } = {},
): RenderedPage {
  const { preview = false, origin, lang = 'id' } = options;
  const built = buildPageModel(modelInput(source, site, source.events, preview, lang));
  const { invitation } = source;
  const model =
    origin && built.slug
      ? {
          ...built,
          canonicalUrl: `${origin}/`,
          ogImageUrl: `${origin}/${built.slug}/og.jpg?v=${invitation.version}`,
        }
      : built;
  // The link-preview picture writes the date in the page's language.
  if (model.ogImageUrl && lang !== 'id') model.ogImageUrl += `&lang=${lang}`;
  const template = renderPageTemplate(model, assets);
  return { model, template, bytes: compilePageBytes(template) };
}

function modelInput(
  source: InvitationSource,
  site: SiteConfig,
  events: readonly PageEventInput[] | undefined,
  preview: boolean,
  lang: GuestLanguage,
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
    lang,
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
  const built = buildPageModel(
    modelInput(page.source, site, events, page.model.preview, page.model.lang),
  );
  const model: PageModel = {
    ...built,
    canonicalUrl: page.model.canonicalUrl,
    ogImageUrl: page.model.ogImageUrl,
    personal: true,
  };
  const template = renderPageTemplate(model, assets);
  return { model, template, bytes: compilePageBytes(template) };
}
