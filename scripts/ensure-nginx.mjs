// The local cluster puts Debian's nginx in front of the instances. Installs it when this user can
// (root with apt-get); otherwise says exactly how, and fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx() {
  if (fs.existsSync(NGINX_PATH)) return NGINX_PATH;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log('kabar: nginx belum terpasang; memasang dari paket Debian...');
    const run = (args) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    run(['update', '-qq']);
    run(['install', '-y', '-qq', '--no-install-recommends', 'nginx-light']);
  }
  if (!fs.existsSync(NGINX_PATH)) {
    console.error(
      `kabar: nginx tidak ditemukan di ${NGINX_PATH}. Pasang dengan:\n  sudo apt-get update && sudo apt-get install -y nginx-light\n(atau atur NGINX_PATH ke nginx yang sudah ada).`,
    );
    process.exit(1);
  }
  return NGINX_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();
