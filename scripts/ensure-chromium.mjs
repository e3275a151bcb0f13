// Browser tests need Debian's Chromium. Installs it when this user can (root with apt-get);
// otherwise says exactly how, and fails: a missing browser is never a silent skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log('kabar: Chromium belum terpasang; memasang dari paket Debian...');
    const run = (args) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    run(['update', '-qq']);
    run(['install', '-y', '-qq', 'chromium']);
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(
      `kabar: Chromium tidak ditemukan di ${CHROMIUM_PATH}. Pasang dengan:\n  sudo apt-get update && sudo apt-get install -y chromium\n(atau atur CHROMIUM_PATH ke Chromium yang sudah ada).`,
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
