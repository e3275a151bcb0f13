import type { SiteConfig } from '@kabar/shared';
import { buildPageModel, renderPageTemplate, type ThemeAssets } from '@kabar/themes';
import { compileGzipTemplate } from './gzip-template';
import type { InvitationSource } from './load-invitation';
import type { RenderedPage } from './page-cache';

/** Turns stored data into the page model and the rendered template. */
export function renderSource(
  source: InvitationSource,
  assets: ThemeAssets,
  site: SiteConfig,
  preview = false,
): RenderedPage {
  const { invitation } = source;
  const model = buildPageModel({
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
  });
  const template = renderPageTemplate(model, assets);
  return { model, template, gzip: compileGzipTemplate(template) };
}
