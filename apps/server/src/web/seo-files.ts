import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '@kabar/shared';
import { PUBLIC_PAGES } from './page-meta';

function renderSitemap(site: SiteConfig): string {
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url>\n    <loc>${site.publicUrl}${page}</loc>\n  </url>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Everything public may be crawled (the app's API included: the catalogue renders from it). */
function renderRobots(site: SiteConfig): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /checkout',
    '',
    `Sitemap: ${site.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** /sitemap.xml and /robots.txt for this deployment's public address (PUBLIC_URL). */
export function registerSeoFiles(app: FastifyInstance, site: SiteConfig): void {
  const sitemap = renderSitemap(site);
  const robots = renderRobots(site);
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
}
