/**
 * Debian's Chromium as both the browser tests (`browser.ts`, through Playwright) and the benches
 * (`scripts/lighthouse-chrome.mjs`, through chrome-launcher) start it. Kept apart from
 * `browser.ts` so the benches do not load Playwright for a list of flags.
 */

/** Off the closed network: without them Chromium's own connections are refused many at a time. */
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 156 loads the address bar's suggestion popup (`chrome://omnibox-popup.top-chrome`) as
 * a page of its own for every window, headless too: about half a second of CPU for each browser
 * context a test opens, and about 0.6 s in each Lighthouse run, on the two cores the product
 * needs (decision 054).
 */
export const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * Chromium reads only the last `--disable-features`, and the tool that starts it passes its own
 * first, so ours repeats the tool's list before the popup's features.
 */
export function disableFeaturesFlag(toolsOwn: readonly string[]): string {
  return `--disable-features=${[...toolsOwn, ...OMNIBOX_POPUP_FEATURES].join(',')}`;
}
