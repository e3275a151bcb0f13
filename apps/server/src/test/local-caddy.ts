import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const CADDY_PATH = process.env.CADDY_PATH ?? '/usr/bin/caddy';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Caddy stopped:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`Caddy did not open port ${port}:\n${log()}`);
}

/**
 * Debian's Caddy on free unprivileged ports, with its own config and data folders: its internal CA
 * issues on-demand certificates once `askUrl` says yes, and it proxies to `upstream`. The setup
 * mirrors deploy/Caddyfile's couples' block; scripts/ensure-caddy.mjs installs Caddy for `npm test`.
 */
export async function startLocalCaddy(options: { upstream: string; askUrl: string }) {
  if (!fs.existsSync(CADDY_PATH)) {
    throw new Error(
      `Caddy tidak ditemukan di ${CADDY_PATH}: jalankan node scripts/ensure-caddy.mjs`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-caddy-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const caddyfile = path.join(dir, 'Caddyfile');
  fs.writeFileSync(
    caddyfile,
    `{
	admin off
	local_certs
	skip_install_trust
	http_port ${httpPort}
	https_port ${httpsPort}
	storage file_system ${dir}/data
	on_demand_tls {
		ask ${options.askUrl}
	}
}

https:// {
	tls {
		on_demand
	}
	reverse_proxy ${options.upstream}
}
`,
  );
  let output = '';
  const child = spawn(CADDY_PATH, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(httpsPort, child, () => output);
  const rootPath = path.join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt');

  return {
    httpsPort,
    log: () => output,
    /** The internal CA's root, which a client must trust to accept Caddy's certificates. */
    async rootCertificate(): Promise<string> {
      for (let attempt = 0; attempt < 50 && !fs.existsSync(rootPath); attempt += 1)
        await sleep(100);
      return fs.readFileSync(rootPath, 'utf8');
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type LocalCaddy = Awaited<ReturnType<typeof startLocalCaddy>>;
