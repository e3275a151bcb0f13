// The production topology on one machine, from real parts: N app instances in production mode on
// a fresh database of the local PostgreSQL server, the local Redis, an S3-protocol server
// (s3rver, the local stand-in for S3/MinIO/R2) and Debian's nginx in front. Used by
// `npm run cluster` and `npm run bench:cluster`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { buildServer, SERVER_ARGS } from './build-server.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { backInRotation, errorLogSize, FAIL_TIMEOUT_S, takeOutOfNginx } from './nginx-rotation.mjs';

const root = path.resolve(import.meta.dirname, '..');
const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));

async function healthy(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
}

function ensureWebBuild() {
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) return;
  console.log('kabar: membangun aplikasi web...');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@kabar/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('web build failed');
}

/**
 * Starts everything and resolves once nginx answers. `stop()` ends every process it started and
 * drops the database.
 */
export async function startCluster({
  instances = 3,
  listen = process.env.CLUSTER_LISTEN ?? '127.0.0.1:8080',
  firstPort = Number(process.env.CLUSTER_FIRST_PORT ?? 3101),
  adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379',
  log = (line) => console.log(line),
} = {}) {
  const nginxPath = ensureNginx();
  ensureWebBuild();
  await buildServer();
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const dir = path.join('/tmp', `kabar-cluster-${id}`);
  fs.mkdirSync(dir, { recursive: true });

  const database = `kabar_cluster_${id}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

  const S3rver = requireFromServer('s3rver');
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: path.join(dir, 's3'),
    silent: true,
    configureBuckets: [{ name: 'kabar', configs: [] }],
  });
  const { port: s3Port } = await s3.run();

  const publicUrl = `http://${listen}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    KABAR_MODE: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO_DATA: 'true',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    ALLOW_CODES_IN_LOG: 'true',
    ALLOW_MAIL_OUTBOX: 'true',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'kabar',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `kabar-cluster-${id}:`,
    // As compose: 3 s, in which a balancer with active checks sees readiness fail, and in which
    // `restart` below has nginx count the instance's 503s (decision 044). A request a draining
    // instance took may take as long as nginx waits for it (proxy_read_timeout 60 s) before the
    // instance exits anyway.
    SHUTDOWN_DELAY_MS: process.env.SHUTDOWN_DELAY_MS ?? '3000',
    SHUTDOWN_TIMEOUT_MS: process.env.SHUTDOWN_TIMEOUT_MS ?? '65000',
  };

  const nodes = Array.from({ length: instances }, (_, i) => {
    const port = firstPort + i;
    return {
      name: String.fromCharCode(65 + i),
      port,
      url: `http://127.0.0.1:${port}`,
      process: null,
    };
  });

  function launch(node) {
    const child = spawn(process.execPath, SERVER_ARGS, {
      cwd: root,
      env: { ...env, PORT: String(node.port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    node.process = child;
    child.on('exit', () => {
      if (node.process === child) node.process = null;
    });
    // Generous: a busy two-core machine may take a minute or more to boot one more instance.
    return healthy(node.url, 240_000);
  }

  // All at once: the advisory lock lets exactly one migrate and seed while the others wait.
  await Promise.all(nodes.map(launch));

  const servers = nodes
    .map((node) => `    server 127.0.0.1:${node.port} max_fails=3 fail_timeout=${FAIL_TIMEOUT_S}s;`)
    .join('\n');
  const conf = fs
    .readFileSync(path.join(root, 'deploy/nginx-cluster.conf'), 'utf8')
    .replaceAll('{{dir}}', dir)
    .replace('{{servers}}', servers)
    .replace('{{listen}}', listen);
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  // UTC, so the bench can place the error log's lines among its own marks.
  const nginx = spawn(nginxPath, ['-p', dir, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, TZ: 'UTC' },
  });
  await healthy(publicUrl, 10_000);
  log(`kabar: ${instances} instance (${nodes.map((n) => n.port).join(', ')}), nginx ${publicUrl}`);

  const errorLog = path.join(dir, 'nginx-error.log');

  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));

  return {
    url: publicUrl,
    nodes,
    databaseUrl,
    env,
    /** SIGKILL: no drain, no goodbye, as a crashed machine. */
    async kill(node) {
      const child = node.process;
      child?.kill('SIGKILL');
      if (child) await exited(child);
    },
    async start(node) {
      await launch(node);
    },
    /**
     * SIGTERM; while the instance serves on for SHUTDOWN_DELAY_MS, nginx is made to take it out of
     * rotation (decision 044); wait for the exit, start again, wait until healthy and until nginx
     * sends to it again (so the next restart never leaves nginx without an instance). `mark` names
     * each step, and says when nginx did not take the instance out before its listener closed.
     */
    async restart(node, mark = () => {}) {
      const child = node.process;
      if (!child) return;
      const from = errorLogSize(errorLog);
      const signalled = Date.now();
      mark(`${node.name} SIGTERM`);
      child.kill('SIGTERM');
      const takenOut = takeOutOfNginx({
        url: publicUrl,
        upstream: `127.0.0.1:${node.port}`,
        errorLog,
        from,
        until: signalled + Number(env.SHUTDOWN_DELAY_MS),
        going: () => child.exitCode === null && child.signalCode === null,
      }).then((at) =>
        mark(
          at === null
            ? `${node.name} NOT taken out by nginx before its listener closed`
            : `${node.name} out of nginx's rotation (${at - signalled} ms after SIGTERM)`,
        ),
      );
      await Promise.all([exited(child), takenOut]);
      mark(`${node.name} exited (${child.exitCode ?? child.signalCode})`);
      await launch(node);
      mark(`${node.name} healthy again`);
      await backInRotation();
      mark(`${node.name} back in nginx's rotation`);
    },
    async stop({ keepLogsIn } = {}) {
      nginx.kill('SIGQUIT');
      await exited(nginx);
      await Promise.all(
        nodes.map(async (node) => {
          const child = node.process;
          child?.kill('SIGTERM');
          if (child) await exited(child);
        }),
      );
      await s3.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${database} with (force)`);
      await dropper.end();
      if (keepLogsIn) {
        fs.mkdirSync(keepLogsIn, { recursive: true });
        for (const file of ['nginx-access.log', 'nginx-error.log', 'nginx.conf'])
          if (fs.existsSync(path.join(dir, file)))
            fs.copyFileSync(path.join(dir, file), path.join(keepLogsIn, file));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
