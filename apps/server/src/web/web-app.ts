import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  escapeHtml,
  SITE_CONFIG_META_NAME,
  type PlanId,
  type SiteConfig,
  type Theme,
} from '@kabar/shared';
import { loadPlanPrices } from '../modules/plans/plan-prices.queries';
import { listActiveThemes } from '../modules/themes/themes.queries';
import { precompress, sendPrecompressed, type Precompressed } from '../http/precompressed';
import { readBuildAssets, type BuildAssets } from './build-manifest';
import { islandsLoaderTag } from './islands-loader';
import { renderPageHead } from './page-head';
import { pageMetaFor, PUBLIC_PAGES } from './page-meta';
import { loadServerRendering, type PrerenderPage } from './prerender';
import { registerSeoFiles } from './seo-files';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The pages drawn from the theme catalogue, and how long their rendered HTML is reused. */
const THEMED_PAGES = new Set(['/', '/themes-detail']);
const THEMED_PAGE_TTL_MS = 30_000;
const CATALOGUE_TIERS = new Set(['basic', 'premium', 'vip']);

const CONFIG_PLACEHOLDER = '<!--kabar-config-->';

/** A page the server drew; `islands` when only the islands' script takes it over. */
type RenderedPage = { html: string; state: unknown; islands?: boolean };

/**
 * index.html with this deployment's site config in a meta tag and, when given, the page's own head
 * (which replaces the template's generic title and description) and its server-rendered body.
 */
function renderIndexHtml(
  template: string,
  site: SiteConfig,
  head = '',
  page?: RenderedPage,
  assets?: Pick<BuildAssets, 'entryCss' | 'islandsScript' | 'islandsCss' | 'islandsFont'>,
  routeFiles: string[] = [],
): string {
  const inlineCss = assets?.entryCss ?? [];
  const meta = `<meta name="${SITE_CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(site))}">`;
  let html = head
    ? template
        .replace(/<title>[\s\S]*?<\/title>\s*/, '')
        .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    : template;
  html = html.replace(CONFIG_PLACEHOLDER, head ? `${meta}\n    ${head}` : meta);
  /** A stylesheet inlined into the page, so no '</style' inside it can end the tag. */
  const style = (text: string) => `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`;
  if (page?.islands && assets?.islandsScript) {
    // No app on this page (decision 035): its one script binds the islands to the markup, asked
    // for once the first paint is on screen (decision 047), and its own stylesheet (only the
    // classes it uses, and the heading face) replaces the app's.
    const script = islandsLoaderTag(`/${assets.islandsScript}`, escapeHtml);
    const css = assets.islandsCss ?? inlineCss.map((entry) => entry.text).join('\n');
    return html
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/,
        () => style(css) + fontPreload(assets.islandsFont),
      )
      .replace(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/, script)
      .replace(ROOT_ELEMENT, `<div id="root">${page.html}</div>`);
  }
  if (page) {
    // The stylesheet (about 9 KB compressed) comes with the page: one round trip less before the
    // first paint, which is what a visitor on mobile data waits for.
    for (const css of inlineCss) {
      html = html.replace(
        new RegExp(`<link rel="stylesheet"[^>]*href="/${css.file.replace(/[.]/g, '\\.')}"[^>]*>`),
        () => style(css.text),
      );
    }
    // The app's code is fetched after the first paint (public/boot.js): the page is readable
    // from its HTML, so the connection serves the page first.
    html = html.replace(
      /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
      (_tag, entry: string) =>
        `<script defer src="/boot.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(routeFiles.map((f) => `/${f}`).join(' '))}"></script>`,
    );
    // JSON in a non-executed script tag (allowed by the CSP); '<' escaped so no '</script>' ends it.
    const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
    html = html.replace(
      ROOT_ELEMENT,
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="kabar-state">${state}</script>`,
    );
  }
  return html;
}

/**
 * The islands stylesheet's own face (a data URL) preloaded as well (decision 047): a preloaded
 * font is ready at the first layout, where one met only in the stylesheet is decoded a moment
 * later and lays the page out a second time. Right after the stylesheet, the same bytes compress
 * to almost nothing (brotli, and gzip while the face sits in the stylesheet's last 32 KB).
 */
function fontPreload(dataUrl: string | null): string {
  return dataUrl
    ? `<link rel="preload" href="${escapeHtml(dataUrl)}" as="font" type="font/woff2" crossorigin>`
    : '';
}

/** Whether a path looks like a client route (no file extension), so the SPA should answer it. */
function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !path.extname(pathname);
}

interface PageHtmlOptions {
  template: string;
  site: SiteConfig;
  assets: BuildAssets;
  prerender: PrerenderPage | null;
  loadThemes: () => Promise<Theme[]>;
  loadPlanPrices: () => Promise<Record<PlanId, number>>;
  onRenderError: (error: unknown) => void;
}

/**
 * The HTML for a path. Public pages are rendered on the server (the catalogue ones again every
 * 30 s, so new themes show); every other path gets the app shell with its own head. The cache
 * holds one entry per public page (and catalogue chip) plus one shell per indexable path and one
 * shared by all other paths, so a crawler trying random paths cannot grow it.
 */
function createPageHtml(options: PageHtmlOptions) {
  const { template, site, assets, prerender } = options;
  const cache = new Map<string, { html: Precompressed; expires: number }>();
  return async (url: string): Promise<Precompressed> => {
    const [rawPath = '/', query = ''] = url.split('#')[0]!.split('?');
    const pathname = rawPath.replace(/\/+$/, '') || '/';
    const meta = pageMetaFor(pathname, site);
    const tier = new URLSearchParams(query).get('tier');
    const renders = Boolean(prerender && meta.routeModule);
    const chip = pathname === '/themes-detail' && tier && CATALOGUE_TIERS.has(tier) ? tier : '';
    const key = renders ? `${pathname}?${chip}` : meta.indexable ? pathname : '*';
    const cached = cache.get(key);
    if (cached && cached.expires > Date.now()) return cached.html;

    let page: RenderedPage | null = null;
    const themed = THEMED_PAGES.has(pathname);
    if (renders && prerender) {
      try {
        const themes = themed ? await options.loadThemes() : undefined;
        // The landing's prices are the current ones, within the page cache's 30 s.
        const planPrices = pathname === '/' ? await options.loadPlanPrices() : undefined;
        page = await prerender({
          url: chip ? `${pathname}?tier=${chip}` : pathname,
          themes,
          planPrices,
        });
      } catch (error) {
        // The app shell still works: the page is drawn in the browser as before.
        options.onRenderError(error);
      }
    }
    const head = renderPageHead(pathname, site, assets, {
      preloadRouteCode: !page,
      preloadFonts: !page?.islands,
    });
    const routeFiles = page && meta.routeModule ? assets.routeFiles(meta.routeModule) : [];
    const html = renderIndexHtml(template, site, head, page ?? undefined, assets, routeFiles);
    // Compressed with the page, once per render rather than once per request.
    const body = precompress(html);
    cache.set(key, {
      html: body,
      expires: page && themed ? Date.now() + THEMED_PAGE_TTL_MS : page || !renders ? Infinity : 0,
    });
    return body;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * extension-less GET falls back to the SPA, which draws its own 404 page for unknown routes (sent
 * with status 404: the server asks the app's route table, in the server-rendering bundle). Each
 * page's HTML carries its own title, description, link-preview tags and preloads; /sitemap.xml
 * and /robots.txt describe the public pages.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string; site: SiteConfig },
): Promise<((reply: FastifyReply) => Promise<FastifyReply>) | null> {
  registerSeoFiles(app, options.site);
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const rendering = await loadServerRendering(options.distDir, options.site);
  const pageHtml = createPageHtml({
    template: fs.readFileSync(indexFile, 'utf8'),
    site: options.site,
    assets: readBuildAssets(options.distDir),
    prerender: rendering?.prerender ?? null,
    loadThemes: () => listActiveThemes(app.db),
    loadPlanPrices: () => loadPlanPrices(app.db),
    onRenderError: (error) => app.log.error({ err: error }, 'server rendering failed'),
  });

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    // The build writes a .br and a .gz beside each text file (apps/web/scripts/compress-assets.mjs).
    preCompressed: true,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const sendIndex = async (reply: FastifyReply) =>
    sendPrecompressed(
      reply.request,
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8'),
      await pageHtml(reply.request.url),
    );

  // Real routes for the public pages (not only the not-found fallback), so they are compressed.
  for (const page of PUBLIC_PAGES) app.get(page, (_request, reply) => sendIndex(reply));
  // The fallback: the app draws its not-found page at an address it has no page for, and search
  // engines and link checkers are told so by the status, not only by the words.
  return (reply) => {
    if (rendering && !rendering.isAppPath(reply.request.url.split(/[?#]/)[0]!)) reply.code(404);
    return sendIndex(reply);
  };
}

export function wantsSpa(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && isClientRoute(url);
}
