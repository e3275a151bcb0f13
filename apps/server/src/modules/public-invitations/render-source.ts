import type { SiteConfig } from '@kabar/shared';
import {
  buildPageModel,
  renderPageTemplate,
  type PageModel,
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
  const { invitation } = source;
  const built = buildPageModel({
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
  });
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

/** The template personal links (`?g=`) fill in: the RSVP answer and the guest pass as slots. */
export function renderPersonal(
  model: PageModel,
  assets: ThemeAssets,
): Pick<RenderedPage, 'template' | 'gzip'> {
  const template = renderPageTemplate({ ...model, personal: true }, assets);
  return { template, gzip: compileGzipTemplate(template) };
}
