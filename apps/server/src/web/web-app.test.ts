import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { ISLANDS_LOADER, ISLANDS_LOADER_SOURCE } from './islands-loader';

/** A small built web app: index.html, a Vite manifest and a server-rendering bundle. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-web-dist-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="id"><head><title>Generic</title>
    <meta name="description" content="generic" />
    <!--kabar-config--><script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-F.css"></head>
    <body><div id="root"></div></body></html>`,
  );
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-A.js',
        isEntry: true,
        imports: ['_shared-B.js'],
        css: ['assets/index-F.css'],
      },
      '_shared-B.js': { file: 'assets/shared-B.js' },
      'src/app/routes/landing.tsx': {
        file: 'assets/landing-C.js',
        isDynamicEntry: true,
        imports: ['index.html', '_money-D.js'],
      },
      '_money-D.js': { file: 'assets/money-D.js' },
      'x/playfair-display-latin-400-normal.woff2': {
        file: 'assets/playfair-display-latin-400-normal-E.woff2',
      },
    }),
  );
  // The islands' own build (decision 035): one script for the landing page and the catalogue.
  fs.writeFileSync(
    path.join(dir, '.vite/islands-manifest.json'),
    JSON.stringify({
      'src/islands/public.ts': {
        file: 'assets/public-G.js',
        isEntry: true,
        css: ['assets/public-H.css'],
      },
    }),
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'assets/public-G.js'),
    'document.documentElement.dataset.app="live";',
  );
  fs.writeFileSync(
    path.join(dir, 'assets/public-H.css'),
    'main{color:#2b2b2b}@font-face{src:url(data:font/woff2;base64,d09G+/=)}',
  );
  fs.writeFileSync(path.join(dir, 'assets/index-F.css'), 'body{color:#9f4a5c}');
  // As the build writes them (apps/web/scripts/compress-assets.mjs): marked, so a test can tell
  // the file sent from one compressed on the fly.
  const script = 'console.log("kabar");'.repeat(100);
  fs.writeFileSync(path.join(dir, 'assets/index-A.js'), script);
  fs.writeFileSync(
    path.join(dir, 'assets/index-A.js.br'),
    zlib.brotliCompressSync(`${script}//br`),
  );
  fs.writeFileSync(path.join(dir, 'assets/index-A.js.gz'), zlib.gzipSync(`${script}//gz`));
  fs.mkdirSync(path.join(dir, '.ssr'));
  fs.writeFileSync(
    path.join(dir, '.ssr/prerender.js'),
    // The app's route table, as far as these tests ask it.
    `export function isAppPath(pathname) { return !pathname.startsWith('/tidak'); }
    export async function prerender({ url, themes }) {
      if (url.startsWith('/terms-of-service')) throw new Error('rendering broke');
      const names = (themes ?? []).map((t) => t.theme_name).join(',');
      const islands = url.startsWith('/themes-detail');
      return { html: '<main>' + globalThis.kabarSiteConfig.brandName + ' ' + url + ' [' + names + ']</main>', state: islands ? null : { note: '</script><b>' }, islands };
    }`,
  );
  return dir;
}

const distDir = fakeWebBuild();
const ctx = useTestApp({
  env: { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://undangan.example', BRAND_NAME: 'Kabar' },
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

describe('the public pages as served', () => {
  it('renders the landing page on the server with the catalogue and its own head', async () => {
    const res = await ctx.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Kabar - Undangan Pernikahan Digital</title>');
    expect(res.body).not.toContain('<title>Generic</title>');
    expect(res.body).not.toContain('content="generic"');
    expect(res.body).toMatch(
      /<div id="root"><main>Kabar \/ \[Melati Putih,Senja Jingga,[^\]]*Keraton Emas[^\]]*\]<\/main><\/div>/,
    );
    expect(res.body).toContain('<link rel="canonical" href="https://undangan.example/">');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://undangan.example/og-image.jpg">',
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(res.body).toContain('<meta name="robots" content="index, follow">');
  });

  it('escapes the embedded state so it cannot close its script tag', async () => {
    const res = await ctx.app.inject('/');
    const state = /<script type="application\/json" id="kabar-state">(.*?)<\/script>/.exec(
      res.body,
    );
    expect(state?.[1]).toBe('{"note":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(state![1]!)).toEqual({ note: '</script><b>' });
  });

  it('loads the app after the first paint, with the route code, and preloads the heading font', async () => {
    const res = await ctx.app.inject('/');
    expect(res.body).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-A.js" data-preload="/assets/landing-C.js /assets/money-D.js"></script>',
    );
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain(
      '<link rel="preload" href="/assets/playfair-display-latin-400-normal-E.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  it('renders the catalogue chip from the address and ignores unknown ones', async () => {
    expect((await ctx.app.inject('/themes-detail?tier=vip')).body).toContain(
      '<main>Kabar /themes-detail?tier=vip [',
    );
    expect((await ctx.app.inject('/themes-detail?tier=<x>')).body).toContain(
      '<main>Kabar /themes-detail [',
    );
    const page = await ctx.app.inject('/themes-detail');
    expect(page.body).toContain('<title>Katalog Tema Undangan | Kabar</title>');
    expect(page.body).toContain(
      '<link rel="canonical" href="https://undangan.example/themes-detail">',
    );
  });

  it('docs/security.md #85: an islands page gets one script, added by the hashed loader, and no app state', async () => {
    const res = await ctx.app.inject('/themes-detail');
    const page = res.body;
    // Asked for by the inline loader after the first paint (decision 047), which the
    // Content-Security-Policy allows by its hash and nothing else inline.
    expect(page).toContain(`<script data-src="/assets/public-G.js">${ISLANDS_LOADER}</script>`);
    expect(page).not.toContain('<script type="module"');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1];
    expect(scriptSrc!.split(' ')).toEqual(["'self'", ISLANDS_LOADER_SOURCE]);
    expect(ISLANDS_LOADER_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(ISLANDS_LOADER).digest('base64')}'`,
    );
    expect(page).not.toContain('index-A.js');
    expect(page).not.toContain('boot.js');
    expect(page).not.toContain('kabar-state');
    // Its own stylesheet, with only the classes it uses and the heading face, instead of the
    // app's; the face is preloaded from its data URL, no font file.
    expect(page).toContain(
      '<style>main{color:#2b2b2b}@font-face{src:url(data:font/woff2;base64,d09G+/=)}</style><link rel="preload" href="data:font/woff2;base64,d09G+/=" as="font" type="font/woff2" crossorigin>',
    );
    expect(page.match(/as="font"/g)).toHaveLength(1);
    expect(page).not.toContain('index-F.css');
    expect(page).not.toContain('body{color:#9f4a5c}');
    expect(page).toContain('<div id="root"><main>Kabar /themes-detail [');
  });

  it('inlines the stylesheet into rendered pages only', async () => {
    const landing = (await ctx.app.inject('/')).body;
    expect(landing).toContain('<style>body{color:#9f4a5c}</style>');
    expect(landing).not.toContain('href="/assets/index-F.css"');
    const shell = (await ctx.app.inject('/dashboard')).body;
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-F.css">');
    expect(shell).not.toContain('<style>');
  });

  it('falls back to the app shell when rendering fails', async () => {
    const res = await ctx.app.inject('/terms-of-service');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-A.js">');
    expect(res.body).not.toContain('boot.js');
    expect(res.body).toContain('<title>Syarat dan Ketentuan | Kabar</title>');
  });

  it('keeps private and unknown pages out of search results, with the plain shell', async () => {
    for (const url of ['/dashboard/set-theme', '/checkout?plan=vip', '/tidak/ada/halaman']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(url.startsWith('/tidak') ? 404 : 200);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).toContain('<div id="root"></div>');
    }
    expect((await ctx.app.inject('/login')).body).toContain(
      '<meta name="robots" content="index, follow">',
    );
  });

  it('sends the app at an address it has no page for with status 404', async () => {
    // One segment goes by the invitations first (no such invitation), deeper ones straight here.
    for (const url of ['/tidak-ada', '/tidak/ada/halaman?to=Budi']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    for (const url of ['/dashboard/set-theme', '/login', '/themes-detail']) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('does not serve the build manifest or the server bundle', async () => {
    expect((await ctx.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
    expect((await ctx.app.inject('/.ssr/prerender.js')).statusCode).toBe(404);
  });

  it('compresses the public pages', async () => {
    const res = await ctx.app.inject({ url: '/help', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('sitemap and robots', () => {
  it('lists the public pages at the public address', async () => {
    const res = await ctx.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://undangan.example/',
      'https://undangan.example/themes-detail',
      'https://undangan.example/terms-of-service',
      'https://undangan.example/help',
    ]);
  });

  it('points crawlers to the sitemap and away from private pages', async () => {
    const res = await ctx.app.inject('/robots.txt');
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Sitemap: https://undangan.example/sitemap.xml');
    expect(res.body).not.toContain('Disallow: /api');
  });
});

describe('compression', () => {
  it('sends the files the build compressed, not a fresh compression per request', async () => {
    const br = await ctx.app.inject({
      url: '/assets/index-A.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toMatch(/\/\/br$/);
    const gzip = await ctx.app.inject({
      url: '/assets/index-A.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toMatch(/\/\/gz$/);
    const plain = await ctx.app.inject('/assets/index-A.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).not.toMatch(/\/\/(br|gz)$/);
    expect((await ctx.app.inject('/assets/index-A.js.br')).statusCode).toBe(404);
  });

  it('compresses a rendered page once and sends the same bytes to every visitor', async () => {
    const ask = () =>
      ctx.app.inject({ url: '/themes-detail', headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    const second = await ask();
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await ctx.app.inject('/themes-detail');
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
  });
});
