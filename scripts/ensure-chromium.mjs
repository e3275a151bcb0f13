// Browser tests need Debian's Chromium (see ensure-debian-package.mjs).
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  ensureDebianPackage({
    name: 'Chromium',
    path: CHROMIUM_PATH,
    pkg: 'chromium',
    envVar: 'CHROMIUM_PATH',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
