import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.KABAR_API_URL ?? 'http://localhost:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
}));
