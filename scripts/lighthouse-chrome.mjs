// The Chromium flags the benches run Lighthouse with (bench:pages, bench:invitation).
import { Launcher } from 'chrome-launcher';

/**
 * Chromium 156 preloads the address bar's suggestion popup (`chrome://omnibox-popup.top-chrome`,
 * with its AI Mode box) as a page of its own in every window, headless too. During a Lighthouse
 * run it took about 0.6 s of CPU on the two cores the audited page needs, and the page's blocking
 * time went from tens of milliseconds to over a second (decision 054). A headless window has no
 * address bar to show it in, so the benches switch it off.
 */
export const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

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

/** Headless, off the closed network, and without the popup's page. */
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
