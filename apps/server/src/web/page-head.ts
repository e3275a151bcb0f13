import { escapeHtml, type SiteConfig } from '@kabar/shared';
import type { BuildAssets } from './build-manifest';
import { pageMetaFor } from './page-meta';

const OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 };

/**
 * The head tags for one path: title, description, robots, canonical link, Open Graph and Twitter
 * cards (what WhatsApp and search engines read without running the app), plus preloads for the
 * page's route code and fonts (not on the islands pages, whose stylesheet carries its font).
 */
export function renderPageHead(
  pathname: string,
  site: SiteConfig,
  assets: BuildAssets,
  { preloadRouteCode = true, preloadFonts = true } = {},
): string {
  const meta = pageMetaFor(pathname, site);
  const attr = escapeHtml;
  const url = `${site.publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const image = `${site.publicUrl}${OG_IMAGE.path}`;
  const tags = [
    `<title>${attr(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}">`,
    `<meta name="robots" content="${meta.indexable ? 'index, follow' : 'noindex'}">`,
  ];
  if (meta.indexable) {
    tags.push(
      `<link rel="canonical" href="${attr(url)}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${attr(site.brandName)}">`,
      `<meta property="og:locale" content="id_ID">`,
      `<meta property="og:title" content="${attr(meta.title)}">`,
      `<meta property="og:description" content="${attr(meta.description)}">`,
      `<meta property="og:url" content="${attr(url)}">`,
      `<meta property="og:image" content="${attr(image)}">`,
      `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
      `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
      `<meta property="og:image:alt" content="${attr(`${site.brandName}: undangan pernikahan digital`)}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="twitter:title" content="${attr(meta.title)}">`,
      `<meta name="twitter:description" content="${attr(meta.description)}">`,
      `<meta name="twitter:image" content="${attr(image)}">`,
    );
  }
  for (const font of preloadFonts ? assets.fonts : []) {
    tags.push(`<link rel="preload" href="/${attr(font)}" as="font" type="font/woff2" crossorigin>`);
  }
  const routeFiles =
    preloadRouteCode && meta.routeModule ? assets.routeFiles(meta.routeModule) : [];
  for (const file of routeFiles) {
    tags.push(`<link rel="modulepreload" crossorigin href="/${attr(file)}">`);
  }
  return tags.join('\n    ');
}
