// The Chromium flags the benches run Lighthouse with (bench:pages, bench:invitation).
import { Launcher } from 'chrome-launcher';
import { disableFeaturesFlag, OFFLINE_CHROMIUM_FLAGS } from '../e2e/support/chromium-flags.ts';

/** chrome-launcher's own `--disable-features` list, which comes first on its command line. */
function launchersDisabledFeatures() {
  const prefix = '--disable-features=';
  const flag = Launcher.defaultFlags().find((candidate) => candidate.startsWith(prefix));
  return flag ? flag.slice(prefix.length).split(',') : [];
}

/** Headless, off the closed network, and without the address bar's popup page (decision 054). */
export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  ...OFFLINE_CHROMIUM_FLAGS,
  disableFeaturesFlag(launchersDisabledFeatures()),
];
