import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SITE_CONFIG_META_NAME, type SiteConfig } from '@kabar/shared';

const CONFIG_PLACEHOLDER = '<!--kabar-config-->';

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** index.html with this deployment's site config in a meta tag, built once at start. */
export function renderIndexHtml(template: string, site: SiteConfig): string {
  const meta = `<meta name="${SITE_CONFIG_META_NAME}" content="${escapeAttribute(JSON.stringify(site))}">`;
  return template.replace(CONFIG_PLACEHOLDER, meta);
}

/** Whether a path looks like a client route (no file extension), so the SPA should answer it. */
function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !path.extname(pathname);
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * extension-less GET falls back to the SPA, which draws its own 404 page for unknown routes.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string; site: SiteConfig },
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const indexHtml = renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), options.site);

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    globIgnore: ['index.html'],
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  app.get('/', (_request, reply) => sendIndex(reply));
  return sendIndex;
}

export function wantsSpa(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && isClientRoute(url);
}
