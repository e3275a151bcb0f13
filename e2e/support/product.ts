import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freshDataDir } from './data-dir';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningProduct {
  url: string;
  /** The product's access-token secret, so tests can sign in as a seeded user. */
  jwtSecret: string;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server bundle `npm start` runs, made again once per run by global-setup.ts. */
const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.mjs');

/**
 * Starts the built product the way `npm start` runs it (NODE_ENV=production in local mode, the
 * built web app, the server bundle, the embedded database) on a free port with an empty data
 * folder: a process, so e2e shares no code with the server (decision 019).
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does).');
  }
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? freshDataDir('kabar-e2e-');
  const url = `http://127.0.0.1:${port}`;
  const jwtSecret = randomBytes(32).toString('hex');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      KABAR_MODE: 'local',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      JWT_SECRET: jwtSecret,
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  // A loaded two-core machine can take long to start it; a product that never answers fails the
  // file here rather than as a confusing browser error later.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the product did not answer /api/health within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    jwtSecret,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
