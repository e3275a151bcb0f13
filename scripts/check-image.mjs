// `node scripts/check-image.mjs`: the Dockerfile's steps without Docker (none runs here). Reads
// the Dockerfile and performs each stage in a fresh temporary folder: COPY from this checkout
// (minus what .dockerignore leaves out) or from an earlier stage, RUN in the stage's folder, ENV.
// Then starts the final stage's CMD in production mode against a fresh PostgreSQL database
// (CHECK_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
// waits for /api/health/ready, checks the catalogue is there and no demo invitation is, stops it
// with SIGTERM and cleans up. What it cannot check: the base image, USER, VOLUME, HEALTHCHECK.
import { NODE_VERSION } from './node-runtime.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-image-'));
const adminUrl =
  process.env.CHECK_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** .dockerignore, read as simple names and paths (the patterns this repository uses). */
const ignored = fs
  .readFileSync(path.join(root, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
  .map((line) => line.replace(/^\*\*\//, ''));
const isIgnored = (relative) =>
  relative
    .split(path.sep)
    .some(
      (part, index, parts) =>
        ignored.includes(part) ||
        ignored.includes(parts.slice(0, index + 1).join('/')) ||
        (part.endsWith('.tsbuildinfo') && ignored.includes('*.tsbuildinfo')) ||
        (part.startsWith('.env.') && part !== '.env.example'),
    );

/** Dockerfile instructions, continuation lines joined. */
function instructions() {
  const text = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

function copy(from, to, fromContext) {
  const stat = fs.statSync(from);
  if (stat.isDirectory()) {
    fs.cpSync(from, to, {
      recursive: true,
      filter: (source) => !fromContext || !isIgnored(path.relative(root, source)),
    });
  } else {
    const target =
      to.endsWith(path.sep) || fs.existsSync(to) ? path.join(to, path.basename(from)) : to;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(from, target);
  }
}

function run(command, cwd, env) {
  console.log(`  RUN ${command}`);
  const result = spawnSync('sh', ['-c', command], { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`failed (${result.status}): ${command}`);
}

const stages = new Map();
let stage = null;
let cmd = null;
for (const { keyword, args } of instructions()) {
  if (keyword === 'FROM') {
    const [base, , name] = args.split(/\s+/);
    const dir = path.join(work, name ?? `stage-${stages.size}`);
    const parent = stages.get(base);
    if (parent) fs.cpSync(parent.dir, dir, { recursive: true });
    else fs.mkdirSync(dir, { recursive: true });
    stage = { dir, env: { ...(parent?.env ?? {}) } };
    stages.set(name, stage);
    console.log(`\n▶ stage ${name} (${parent ? `from ${base}` : base})`);
  } else if (keyword === 'COPY') {
    const parts = args.split(/\s+/);
    const fromStage = parts[0].startsWith('--from=') ? stages.get(parts.shift().slice(7)) : null;
    const dest = parts.pop();
    for (const source of parts) {
      const from = path.join(
        fromStage ? fromStage.dir.replace(/$/, '') : root,
        source.replace(/^\/app\//, ''),
      );
      const to =
        path.join(stage.dir, dest === './' ? '' : dest) + (dest.endsWith('/') ? path.sep : '');
      console.log(`  COPY ${fromStage ? '(stage) ' : ''}${source} → ${dest}`);
      copy(from, to, !fromStage);
    }
  } else if (keyword === 'ENV') {
    for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) stage.env[key] = value;
  } else if (keyword === 'RUN') {
    // Steps for the container's own file system (and emptying the npm cache, which here is the
    // machine's shared one) are left out; the rest runs as written.
    const steps = args.split('&&').map((step) => step.trim());
    const skipped = steps.filter((step) =>
      /(^|\s)\/(data|etc|usr|var)\b|chown|npm cache/.test(step),
    );
    for (const step of skipped) console.log(`  skipped (container only): ${step}`);
    const kept = steps.filter((step) => !skipped.includes(step));
    if (kept.length > 0) run(kept.join(' && '), stage.dir, { ...process.env, ...stage.env });
  } else if (keyword === 'CMD') {
    cmd = JSON.parse(args);
  } else if (keyword === 'ARG' && args.startsWith('NODE_IMAGE=')) {
    // The steps above ran on the Node of .node-version; the image must carry that same one.
    const image = args.slice('NODE_IMAGE='.length);
    if (!image.startsWith(`node:${NODE_VERSION}-`)) {
      console.error(`check-image: FAILED: ${image} is not Node ${NODE_VERSION} (.node-version)`);
      process.exit(1);
    }
  }
}

const runtime = [...stages.values()].at(-1);
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dbName = `kabar_image_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const env = {
  PATH: process.env.PATH,
  ...runtime.env,
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: path.join(work, 'data'),
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('base64'),
  PUBLIC_URL: url,
  ALLOW_SANDBOX_PAYMENTS: 'true',
  ALLOW_CODES_IN_LOG: 'true',
  ALLOW_MAIL_OUTBOX: 'true',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
};
let failure = null;
/** The started server, stopped here on any failure so none outlives the check. */
let child = null;
try {
  console.log(`\n▶ production mode without JWT_SECRET must refuse to start`);
  const refused = spawnSync(cmd[0], cmd.slice(1), {
    cwd: runtime.dir,
    env: { ...env, JWT_SECRET: '' },
    encoding: 'utf8',
  });
  if (refused.status !== 1 || !/JWT_SECRET belum diatur/.test(refused.stderr)) {
    throw new Error(`expected a refusal, got ${refused.status}:\n${refused.stderr}`);
  }
  console.log(`  refused: ${refused.stderr.split('\n')[1]?.trim()}`);

  console.log(`\n▶ CMD ${cmd.join(' ')} (NODE_ENV=${env.NODE_ENV}, fresh database ${dbName})`);
  child = spawn(cmd[0], cmd.slice(1), { cwd: runtime.dir, env, stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  let ready = null;
  while (Date.now() < deadline && child.exitCode === null) {
    ready = await fetch(`${url}/api/health/ready`).catch(() => null);
    if (ready?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!ready?.ok) throw new Error('the server did not become ready');
  console.log(`  /api/health/ready: ${JSON.stringify((await ready.json()).data)}`);
  const themes = (await (await fetch(`${url}/api/themes`)).json()).data;
  const themeCount = Array.isArray(themes) ? themes.length : (themes?.themes?.length ?? 0);
  if (themeCount === 0) throw new Error('no themes: the catalogue was not seeded');
  // Asked of the database: an address with no invitation gets the web app's own not-found page.
  const product = new pg.Client({ connectionString: databaseUrl });
  await product.connect();
  const demos = (await product.query(`select count(*)::int as n from invitations`)).rows[0].n;
  await product.end();
  if (demos !== 0) throw new Error(`${demos} demo invitations were seeded in production`);
  // Bodies are read to the end: an unread response would hold its connection open past SIGTERM.
  const home = await fetch(url);
  await home.text();
  if (!home.ok) throw new Error(`the web app answered ${home.status}`);
  console.log(`  catalogue: ${themeCount} themes; invitations: none; home page: ${home.status}`);
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`exit code ${code} after SIGTERM`);
  console.log('  stopped cleanly after SIGTERM');
} catch (error) {
  failure = error;
} finally {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(work, { recursive: true, force: true });
}
if (failure) {
  console.error(`\ncheck-image: FAILED: ${failure.message}`);
  process.exit(1);
}
console.log(
  '\ncheck-image: the Dockerfile steps install, build and start (the image itself was not built).',
);
