// The Chromium flags the benches run Lighthouse with (bench:pages, bench:invitation).
import { Launcher } from 'chrome-launcher';
import { OMNIBOX_POPUP_FEATURES } from '../e2e/support/browser.ts';

/**
 * Chromium reads only the last `--disable-features`, so this one carries chrome-launcher's own
 * list (which comes first on its command line) as well as the popup's.
 */
function disableFeaturesFlag() {
  const prefix = '--disable-features=';
  const launcherDefault = Launcher.defaultFlags().find((flag) => flag.startsWith(prefix));
  const features = launcherDefault ? launcherDefault.slice(prefix.length).split(',') : [];
  return prefix + [...features, ...OMNIBOX_POPUP_FEATURES].join(',');
}

/**
 * Headless, off the closed network, and without the address bar's popup page, which Chromium 156
 * loads beside every window and which took about 0.6 s of CPU in each Lighthouse run (decision
 * 054; the browser tests switch it off by the same list).
 */
export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  disableFeaturesFlag(),
];
