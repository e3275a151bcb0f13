import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, PLAYWRIGHT_DISABLED_FEATURES } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The features Playwright's own `--disable-features` names, read from the installed package. */
function playwrightsOwnList(): string[] {
  const packageDir = path.dirname(
    createRequire(import.meta.url).resolve('playwright-core/package.json'),
  );
  const bundle = fs.readFileSync(path.join(packageDir, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error('Playwright no longer lists its disabled features where this looks');
  return [...list.matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1] ?? '');
}

describe('the browser the tests drive', () => {
  it('still switches off every feature Playwright does, as ours replaces its list', () => {
    const theirs = playwrightsOwnList();
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature))).toEqual([]);
  });

  it('opens a window without the address bar popup page beside it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<h1>Kabar</h1>');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    await session.detach();
    await context.close();
    expect(targetInfos.map((target) => target.url)).not.toContainEqual(
      expect.stringContaining('omnibox-popup'),
    );
  });
});
