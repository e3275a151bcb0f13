import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { disableFeaturesFlag, OFFLINE_CHROMIUM_FLAGS } from './chromium-flags';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * The features Playwright 1.65 switches off (its `chromiumSwitches.ts`). Chromium reads only the
 * last `--disable-features` on its command line, and ours comes after Playwright's, so it repeats
 * them; `browser-flags.spec.ts` fails when Playwright's list gains one this does not carry.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Debian's Chromium's flags for every test: off the closed network, asking for Indonesian. */
const CHROMIUM_ARGS = [
  ...OFFLINE_CHROMIUM_FLAGS,
  '--disable-quic',
  disableFeaturesFlag(PLAYWRIGHT_DISABLED_FEATURES),
  // Guests' browsers ask for Indonesian: invitation pages follow Accept-Language (issue 30).
  '--accept-lang=id-ID,id',
];

/** Debian's Chromium with CHROMIUM_ARGS and any of a test's own. A missing browser fails. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium tidak ditemukan di ${CHROMIUM_PATH}: sudo apt-get install -y chromium`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Saves a screenshot for people to look at, only when asked (`E2E_SCREENSHOTS=1 npm test`):
 * nothing checks these files, and encoding them took a quarter of the browser files' time on two
 * cores (decision 019). Asserting on a picture uses the page's own `screenshot()`.
 */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await ('url' in target
    ? target.screenshot({ ...options, path: file })
    : target.screenshot({ path: file }));
}
