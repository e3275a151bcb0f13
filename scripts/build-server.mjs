// The server as one ES module, `apps/server/dist/server.mjs`, which `npm start`, the image and
// the browser tests run (decision 052). Node loads it in a third of the time tsx takes to load
// the same sources module by module, and bundling takes well under a second, so it is made again
// at every `npm start` rather than judged stale. npm packages stay outside, loaded from
// node_modules as before; our own packages (@kabar/shared, @kabar/themes) are bundled.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.mjs');
/** Node's arguments for the server process: the bundle, with stack traces naming the sources. */
export const SERVER_ARGS = ['--enable-source-maps', SERVER_BUNDLE];
const bundleDir = path.dirname(SERVER_BUNDLE);

/**
 * A module's `import.meta.dirname` and `import.meta.url` name its source file, which is how the
 * server finds its migrations, assets and fonts. In the bundle they would name the bundle, so
 * each is replaced by its source's place, reached from the bundle's own folder: the paths still
 * hold wherever the checkout (or the image's /app) lives.
 */
const sourcePlaces = {
  name: 'source-places',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = fs.readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const dir = JSON.stringify(path.relative(bundleDir, path.dirname(args.path)));
      const file = JSON.stringify(path.relative(bundleDir, args.path));
      return {
        contents: source
          .replaceAll('import.meta.dirname', `__sourceDir(${dir})`)
          .replaceAll('import.meta.url', `__sourceUrl(${file})`),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

const banner = `import { resolve as __resolvePath } from 'node:path';
import { pathToFileURL as __pathToFileURL } from 'node:url';
const __sourceDir = (relative) => __resolvePath(import.meta.dirname, relative);
const __sourceUrl = (relative) => __pathToFileURL(__sourceDir(relative)).href;`;

/** Builds the bundle and its source map; about 0.3 s. */
export async function buildServer() {
  await esbuild.build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    logLevel: 'warning',
    banner: { js: banner },
    plugins: [
      {
        name: 'npm-packages-outside',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@kabar/') ? undefined : { external: true },
          );
        },
      },
      sourcePlaces,
    ],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
