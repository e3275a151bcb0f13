// The custom-domain HTTPS test runs Debian's Caddy with its internal CA (see
// ensure-debian-package.mjs).
import { spawnSync } from 'node:child_process';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const CADDY_PATH = process.env.CADDY_PATH ?? '/usr/bin/caddy';

export function ensureCaddy() {
  ensureDebianPackage({
    name: 'Caddy',
    path: CADDY_PATH,
    pkg: 'caddy',
    envVar: 'CADDY_PATH',
    // The package's own service would hold ports 80/443; the test starts a Caddy of its own.
    afterInstall: () => spawnSync('systemctl', ['disable', '--now', 'caddy'], { stdio: 'ignore' }),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureCaddy();
