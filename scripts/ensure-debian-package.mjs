// A system program the tests need, from Debian's packages: installs it when this user can (root
// with apt-get); otherwise says exactly how, and fails: a missing program is never a silent skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * @param {{ name: string, path: string, pkg: string, envVar: string, afterInstall?: () => void }} program
 */
export function ensureDebianPackage(program) {
  if (fs.existsSync(program.path)) return;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`kabar: ${program.name} belum terpasang; memasang dari paket Debian...`);
    const run = (args) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    run(['update', '-qq']);
    run(['install', '-y', '-qq', program.pkg]);
    program.afterInstall?.();
  }
  if (!fs.existsSync(program.path)) {
    console.error(
      `kabar: ${program.name} tidak ditemukan di ${program.path}. Pasang dengan:\n  sudo apt-get update && sudo apt-get install -y ${program.pkg}\n(atau atur ${program.envVar} ke ${program.name} yang sudah ada).`,
    );
    process.exit(1);
  }
}
