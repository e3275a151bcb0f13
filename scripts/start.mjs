// `npm start`: builds the web app when its build is missing or older than its sources, bundles the
// server (scripts/build-server.mjs, under a second), then runs the one server process (API, web
// app and invitation pages on one port). With no NODE_ENV or KABAR_MODE given it is the
// zero-configuration local mode (embedded database, demo data, sandbox payments, codes and mails
// to the outbox) on React's production build; `NODE_ENV=production npm start` is production mode,
// which refuses to start until it is configured (docs/deploy.md).
import './node-runtime.mjs';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_ARGS } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [webDir, path.join(root, 'packages/shared/src')];
const stale =
  !fs.existsSync(builtIndex) ||
  sources.some((dir) => newestMtime(dir) > fs.statSync(builtIndex).mtimeMs);
if (stale) {
  console.log('kabar: membangun aplikasi web...');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@kabar/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await buildServer();
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    ...(process.env.NODE_ENV || process.env.KABAR_MODE ? {} : { KABAR_MODE: 'local' }),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
