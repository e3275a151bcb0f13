import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.KABAR_API_URL ?? 'http://localhost:3001';
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The public pages' islands (decision 035), built on their own (`vite build --mode islands`) so
 * they share no chunk with the app: one small script, its own stylesheet (islands/public.css,
 * inlined by the server) and its own manifest for the server.
 */
const islands: UserConfig = {
  plugins: [tailwindcss()],
  resolve: { alias },
  build: {
    target: 'es2022',
    sourcemap: false,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/islands-manifest.json',
    // The heading face's cut rides inside the inlined stylesheet (decision 047); nothing else is
    // inlined, so the script stays one file and pictures stay cacheable.
    assetsInlineLimit: (file) => file.endsWith('-basic.woff2'),
    rollupOptions: { input: 'src/islands/public.ts' },
  },
};

export default defineConfig(({ isSsrBuild, mode }) =>
  mode === 'islands'
    ? islands
    : {
        plugins: [react(), tailwindcss()],
        resolve: { alias },
        server: {
          port: 5173,
          proxy: {
            '/api': apiTarget,
            '/media': apiTarget,
            // Development tools of the server: the outbox page and the local Google issuer.
            '/dev': apiTarget,
          },
        },
        build: {
          target: 'es2022',
          sourcemap: false,
          // Read by the server (apps/server/src/web/build-manifest.ts) to preload each page's code.
          manifest: !isSsrBuild,
          // The server-rendering bundle (dist/.ssr) needs no copy of the public files.
          copyPublicDir: !isSsrBuild,
        },
      },
);
