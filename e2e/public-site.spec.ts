import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { sharedProduct } from './support/shared-product';
import { DEMO_USER, signInAs } from './support/session';

const product = sharedProduct();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A page that records console errors and uncaught exceptions. */
async function open(path: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${product.url}${path}`);
  // The server-rendered page works as plain links; wait for the app to take it over.
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  return { page, errors };
}

async function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top,
    id,
  );
}

/** Loads every image (even those off to the side in a carousel), then scrolls the page through. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
  });
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
}

describe('server-rendered public pages', () => {
  it('sends real content and link-preview tags before any script runs', async () => {
    const landing = await (await fetch(`${product.url}/`)).text();
    expect(landing).toContain('Buat Undanganmu Sekarang!');
    expect(landing).toContain('Melati Putih');
    expect(landing).toContain(
      '<meta property="og:title" content="Kabar - Undangan Pernikahan Digital">',
    );
    const catalogue = await (await fetch(`${product.url}/themes-detail`)).text();
    expect(catalogue).toContain('Berbagai Tema Menarik Menantimu');
    expect(catalogue).toContain('Keraton Emas');
    expect(catalogue).toContain(`<link rel="canonical" href="${product.url}/themes-detail">`);
    const sitemap = await (await fetch(`${product.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${product.url}/help</loc>`);
    const manifest = (await (await fetch(`${product.url}/site.webmanifest`)).json()) as {
      icons: unknown[];
    };
    expect(manifest.icons).toHaveLength(3);
  });
});

describe('landing page', () => {
  it('scrolls to each section from the menu', async () => {
    const { page, errors } = await open('/');
    await page.getByTestId('site-header').waitFor();
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    for (const [label, id] of [
      ['FAQ', 'faq-section'],
      ['Fitur', 'features-section'],
      ['Testimoni', 'testimonial-section'],
      ['Bundle', 'bundle-section'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForFunction(
        (sectionId) =>
          Math.abs(document.getElementById(sectionId)!.getBoundingClientRect().top - 64) < 3,
        id,
        { timeout: 5000 },
      );
      expect(await page.evaluate(() => location.hash)).toBe(`#${id}`);
    }
    expect(Math.abs((await sectionTop(page, 'bundle-section')) - 64)).toBeLessThan(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps one FAQ answer open at a time', async () => {
    const { page } = await open('/#faq-section');
    const questions = page.locator('#faq-section button[aria-expanded]');
    expect(await questions.count()).toBe(7);
    const expanded = () =>
      questions.evaluateAll((buttons) =>
        buttons.map((b) => b.getAttribute('aria-expanded') === 'true'),
      );
    expect(await expanded()).toEqual([true, false, false, false, false, false, false]);
    await questions.nth(4).click();
    expect(await expanded()).toEqual([false, false, false, false, true, false, false]);
    const panel = page.locator(`#${await questions.nth(4).getAttribute('aria-controls')}`);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getAttribute('role')).toBe('region');
    await questions.nth(6).press('Enter');
    expect(await expanded()).toEqual([false, false, false, false, false, false, true]);
    await questions.nth(6).click();
    expect((await expanded()).filter(Boolean)).toHaveLength(0);
    await page.close();
  });

  it('shows the scroll-to-top button only after 300 px and scrolls back up', async () => {
    const { page } = await open('/', PHONE);
    await page.getByTestId('site-header').waitFor();
    const button = page.getByRole('button', { name: 'Kembali ke atas' });
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(150);
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 420));
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'detached' });
    await page.close();
  });

  it('opens the phone drawer, keeps focus inside it and closes on Escape', async () => {
    const { page, errors } = await open('/', PHONE);
    const menuButton = page.getByRole('button', { name: 'Buka menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu navigasi' });
    await drawer.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const focusInside = () =>
      page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.waitForTimeout(300); // let the opening animation finish
    await keepScreenshot(page, 'public-drawer-phone');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Buka menu',
    );

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Bundle', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () =>
        Math.abs(document.getElementById('bundle-section')!.getBoundingClientRect().top - 64) < 3,
    );
    expect(await drawer.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends visitors to the right places', async () => {
    const { page } = await open('/');
    await page.getByTestId('site-header').waitFor();
    const href = (name: string) =>
      page.getByRole('link', { name, exact: true }).first().getAttribute('href');
    expect(await href('Buat Undanganmu Sekarang!')).toBe('/login');
    expect(await href('Beli paket Premium')).toBe('/checkout?plan=premium');
    expect(await href('Beli paket VIP')).toBe('/checkout?plan=vip');
    expect(await href('Akses Sekarang paket Basic')).toBe('/register');
    expect(await href('Lihat lebih banyak tema disini!')).toBe('/themes-detail');
    expect(await href('Beli Tema Kebaya Rose')).toMatch(/^\/checkout\?theme=\d+$/);
    const whatsapp = await page.getByTestId('whatsapp-button').getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/6281200000000\?text=/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain('Halo tim Kabar!');
    await page.getByTestId('whatsapp-button').hover();
    await page.getByText('Contact Us Now!').waitFor({ state: 'visible' });

    const footer = page.locator('footer');
    expect(
      await footer.getByRole('link', { name: 'Syarat dan Ketentuan' }).getAttribute('href'),
    ).toBe('/terms-of-service');
    expect(await footer.getByRole('link', { name: 'Pusat Bantuan' }).getAttribute('href')).toBe(
      '/help',
    );
    expect(await footer.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login');
    expect(await footer.getByRole('link', { name: 'Daftar' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(await footer.getByRole('link', { name: 'halo@kabar.id' }).getAttribute('href')).toBe(
      'mailto:halo@kabar.id',
    );
    expect(
      await footer.getByRole('list', { name: 'Metode pembayaran' }).getByRole('listitem').count(),
    ).toBe(7);
    expect(await footer.textContent()).toContain('© 2025 Kabar');
    await page.close();
  });

  it('shows the signed-in couple their menu, and Keluar ends the session', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await signInAs(context, product);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(product.url);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    const menu = page.getByRole('button', { name: DEMO_USER.name });
    await menu.waitFor();
    expect(
      await page.getByRole('link', { name: 'Buat Undanganmu Sekarang!' }).getAttribute('href'),
    ).toBe('/dashboard/set-theme');
    // Sections below the hero hydrate a moment later, each on its own.
    await expect
      .poll(() =>
        page.getByRole('link', { name: 'Akses Sekarang paket Basic' }).getAttribute('href'),
      )
      .toBe('/dashboard/set-theme');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard/set-theme',
    );
    await keepScreenshot(page, 'public-user-menu-desktop');
    await page.mouse.click(640, 500);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    // Signed in, the page still takes over cleanly (the server drew it for a visitor).
    expect(errors).toEqual([]);
    // Keluar on the landing page (no React, decision 035) loads /login as a new page, where
    // signInAs's init script would sign in again: what counts is the storage as the page left.
    await page.evaluate(() =>
      addEventListener('pagehide', () =>
        sessionStorage.setItem(
          'storedAtLeave',
          JSON.stringify([localStorage.getItem('isAuthenticated'), localStorage.getItem('user')]),
        ),
      ),
    );
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL(`${product.url}/login`);
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('storedAtLeave') ?? '""')),
    ).toEqual([null, null]);
    await context.close();
  });
});

describe('other public pages', () => {
  it('filters the catalogue with the chips and counts what it shows', async () => {
    const themes = (
      (await (await fetch(`${product.url}/api/themes`)).json()) as {
        data: { theme_type: { theme_type_name: string } }[];
      }
    ).data;
    const count = (tier: string) =>
      themes.filter((t) => t.theme_type.theme_type_name === tier).length;
    const { page, errors } = await open('/themes-detail');
    const counter = page.getByTestId('catalogue-counter');
    const expectCounter = (text: string) =>
      page.waitForFunction(
        (expected) =>
          document.querySelector('[data-testid="catalogue-counter"]')?.textContent === expected,
        text,
      );
    await expectCounter(`Menampilkan ${themes.length} dari ${themes.length} tema`);
    for (const [chip, tier] of [
      ['Vip', 'vip'],
      ['Basic', 'basic'],
      ['Premium', 'premium'],
    ] as const) {
      await page.getByRole('button', { name: chip, exact: true }).click();
      await expectCounter(`Menampilkan ${count(tier)} dari ${themes.length} tema`);
      expect(
        await page.getByRole('button', { name: chip, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      const ribbons = await page
        .locator('[data-ribbon]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-ribbon')));
      expect(ribbons).toHaveLength(count(tier));
      expect(new URL(page.url()).searchParams.get('tier')).toBe(tier);
    }
    await page.getByRole('button', { name: 'Semua', exact: true }).click();
    await expectCounter(`Menampilkan ${themes.length} dari ${themes.length} tema`);
    expect(await counter.getAttribute('aria-live')).toBe('polite');
    const badges = await page.getByTestId('price-badge').allTextContents();
    expect(badges).toContain('FREE');
    expect(badges.filter((b) => b !== 'FREE').every((b) => /^Rp \d{1,3}(\.\d{3})*$/.test(b))).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('retries the catalogue twice, 1 s apart, then says how many attempts failed', async () => {
    const { page } = await open('/help');
    const attempts: number[] = [];
    await page.route('**/api/themes', (route) => {
      attempts.push(Date.now());
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tema', exact: true })
      .click();
    await page.getByTestId('theme-card-skeleton').first().waitFor();
    expect(await page.getByTestId('theme-card-skeleton').count()).toBe(6);
    await page
      .getByText('Gagal mengambil data tema setelah 3 percobaan. Silakan coba beberapa saat lagi.')
      .waitFor({ timeout: 10_000 });
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(950);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(950);
    await page.unroute('**/api/themes');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await page.getByTestId('theme-card').first().waitFor();
    await page.close();
  });

  it('opens the landing page at a section from another page', async () => {
    const { page } = await open('/help');
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'FAQ', exact: true })
      .click();
    await page.waitForURL(`${product.url}/#faq-section`);
    await page.waitForFunction(() => {
      const section = document.getElementById('faq-section');
      return !!section && Math.abs(section.getBoundingClientRect().top - 64) < 3;
    });
    // Still there once the theme cards above it have loaded.
    await page.getByTestId('theme-card').first().waitFor();
    await page.waitForTimeout(300);
    expect(Math.abs((await sectionTop(page, 'faq-section')) - 64)).toBeLessThan(3);
    await page.close();
  });

  it('loops the testimonials in 25 s, 15 s on phones, and holds them still for reduced motion', async () => {
    const duration = async (
      viewport: typeof DESKTOP,
      reducedMotion: 'reduce' | 'no-preference',
    ) => {
      const context = await browser.newContext({ viewport, reducedMotion });
      const page = await context.newPage();
      await page.goto(product.url);
      const value = await page.locator('.testimonial-track').evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.animationName} ${style.animationDuration}`;
      });
      await context.close();
      return value;
    };
    expect(await duration(DESKTOP, 'no-preference')).toBe('testimonial-loop 25s');
    expect(await duration(PHONE, 'no-preference')).toBe('testimonial-loop 15s');
    expect(await duration(PHONE, 'reduce')).toMatch(/^none /);
  });

  it('hides the bar while reading down and brings it back on the way up', async () => {
    const { page } = await open('/terms-of-service');
    const header = page.getByTestId('site-header');
    await header.waitFor();
    expect(await page.locator('section[id]').count()).toBe(15);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="site-header"]')?.getAttribute('data-hidden') ===
        'true',
    );
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="site-header"]')?.getAttribute('data-hidden') ===
        'false',
    );
    expect(await page.getByTestId('terms-toc').isVisible()).toBe(true);
    await page.close();
    const phone = await open('/terms-of-service', PHONE);
    await phone.page.getByTestId('site-header').waitFor();
    expect(await phone.page.getByTestId('terms-toc').isVisible()).toBe(false);
    await phone.page.close();
  });

  it('filters the help topics as the visitor types', async () => {
    const { page, errors } = await open('/help');
    const search = page.getByRole('searchbox', { name: 'Cari bantuan' });
    await search.waitFor();
    const articles = page.getByTestId('help-article');
    const all = await articles.count();
    expect(all).toBeGreaterThanOrEqual(15);
    await search.fill('voucher');
    await page.getByTestId('help-result-count').getByText('jawaban untuk “voucher”').waitFor();
    const found = await articles.count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    for (const text of await articles.allTextContents())
      expect(text.toLowerCase()).toContain('voucher');
    await search.fill('zzzz tidak ada');
    await page.getByText('Tidak ada jawaban untuk “zzzz tidak ada”', { exact: false }).waitFor();
    expect(await articles.count()).toBe(0);
    await page.getByRole('heading', { name: 'Masih butuh bantuan?' }).waitFor();
    await search.fill('');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="help-article"]').length === n,
      all,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});

const PAGES = [
  ['landing', '/'],
  ['themes-detail', '/themes-detail'],
  ['terms-of-service', '/terms-of-service'],
  ['help', '/help'],
] as const;

describe('screenshots', () => {
  it.each(PAGES)(
    'draws %s at phone and desktop width',
    { timeout: 120_000 },
    async (slug, path) => {
      for (const [name, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const { page, errors } = await open(path, viewport);
        await scrollThrough(page);
        await keepScreenshot(page, `public-${slug}-${name}`, { fullPage: true });
        expect(errors).toEqual([]);
        await page.close();
      }
    },
  );
});
