import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { signInAs } from './support/session';
import { THEME_CATALOGUE } from '../packages/themes/src/catalogue/catalogue';

let product: RunningProduct;
let browser: Browser;
let token: string;
const SLUG = 'rina-dan-budi';
/** The demo couple is on the free plan: the free themes are theirs, the rest locked. */
const FREE_THEMES = THEME_CATALOGUE.filter((theme) => theme.tier === 'basic').length;
const PAID_THEMES = THEME_CATALOGUE.length - FREE_THEMES;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  // One saved invitation, so the share dialog has the couple's own link to offer.
  const context = await browser.newContext();
  token = await signInAs(context, product);
  await context.close();
  const res = await fetch(`${product.url}/api/themes/configuration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      theme_id: 1,
      brideName: 'Rina Lestari',
      brideFather: 'Bapak Harun',
      brideMother: 'Ibu Sari',
      groomName: 'Budi Santoso',
      groomFather: 'Bapak Joko',
      groomMother: 'Ibu Wati',
      tanggal_acara_ibadah_pernikahan: '2026-08-17',
      waktu_mulai_ibadah_pernikahan: '08:00',
      zona_waktu_ibadah_pernikahan: 'WIB',
      nama_lokasi_ibadah_pernikahan: 'Masjid Agung',
      alamat_acara_ibadah_pernikahan: 'Jl. Merdeka 1, Bandung',
      invitation_slug: SLUG,
    }),
  });
  expect(res.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function signedInPage(
  viewport: typeof DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
  await signInAs(context, product);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Lets lazy images load before a full-page screenshot (they would stay blank below the fold). */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of document.images) img.loading = 'eager';
  });
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete && img.naturalWidth > 0),
  );
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
}

describe.each([
  { label: 'desktop', viewport: DESKTOP },
  { label: 'phone', viewport: PHONE },
])('the dashboard at $label width', ({ label, viewport }) => {
  const shot = (page: Page, name: string, fullPage = true) =>
    keepScreenshot(page, `dashboard-${name}-${label}`, { fullPage });
  const isPhone = label === 'phone';

  it('shows owned and premium themes, the invitation card and the share dialog', async () => {
    const { context, page, errors } = await signedInPage(viewport);
    await page.goto(`${product.url}/dashboard/set-theme`);
    const owned = page.getByRole('heading', { name: /Tema yang Dimiliki/ });
    await owned.waitFor();
    expect((await owned.textContent())?.replace(/\s+/g, '')).toBe(`TemayangDimiliki${FREE_THEMES}`);
    expect(
      (await page.getByRole('heading', { name: /Tema Premium/ }).textContent())?.replace(
        /\s+/g,
        '',
      ),
    ).toBe(`TemaPremium${PAID_THEMES}`);
    expect(await page.locator('#tema-premium [data-testid="theme-card"]').count()).toBe(
      PAID_THEMES,
    );
    expect(await page.locator('#tema-premium').getByText('Rp 50.000').count()).toBe(
      THEME_CATALOGUE.filter((theme) => theme.price === '50000.00').length,
    );
    const upgrade = page.locator('#tema-premium').getByRole('link', { name: 'Upgrade' }).first();
    expect(await upgrade.getAttribute('href')).toBe('/checkout?plan=premium');

    const card = page.getByTestId('theme-card').filter({ hasText: 'Melati Putih' });
    await card.getByTestId('invitation-panel').waitFor();
    await loadLazyImages(page);
    await shot(page, 'set-theme');

    await card.getByRole('button', { name: 'Bagikan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bagikan Undangan' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Link undangan').inputValue()).toBe(`${product.url}/${SLUG}`);
    await dialog.getByRole('button', { name: 'Salin' }).click();
    await dialog.getByText('Link berhasil disalin!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${product.url}/${SLUG}`,
    );
    const whatsapp = await dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    expect(whatsapp).toContain(encodeURIComponent(`${product.url}/${SLUG}`));
    expect(await dialog.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toMatch(
      /^https:\/\/t\.me\/share\/url\?url=/,
    );
    await shot(page, 'share-dialog', false);
    await page.mouse.click(5, viewport.height - 5);
    await dialog.waitFor({ state: 'hidden' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a locked theme to try it, with the plan it needs', async () => {
    const { context, page } = await signedInPage(viewport);
    await page.goto(`${product.url}/dashboard/set-theme`);
    const locked = page.getByTestId('locked-theme').filter({ hasText: 'Keraton Emas' });
    await locked.locator('img').scrollIntoViewIfNeeded();
    await locked.locator('img').click();
    await page.waitForURL(/personal-information\?themeId=\d+$/);
    await page.getByText('Tema Keraton Emas termasuk paket VIP.').waitFor();
    await shot(page, 'locked-theme-form', false);
    await context.close();
  });

  it('has the navigation, the Kontak Kami popup and the logout confirmation', async () => {
    const { context, page } = await signedInPage(viewport);
    await page.goto(`${product.url}/dashboard/set-theme`);
    if (isPhone) {
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await page.getByRole('dialog', { name: 'Menu dashboard' }).waitFor();
      await shot(page, 'drawer', false);
    }
    const nav = page.getByRole('navigation', { name: 'Menu dashboard' }).last();
    expect(await nav.textContent()).toMatch(
      /DASHBOARD SAYA.*Atur Tema.*Paket.*Kontak Kami.*AKUN.*Profil.*Keluar/,
    );

    await nav.getByRole('button', { name: 'Kontak Kami' }).click();
    const popup = page.getByRole('dialog', { name: 'Kontak Kami' });
    await popup.waitFor();
    expect(await popup.getByRole('link', { name: /Email/ }).getAttribute('href')).toMatch(
      /^mailto:halo@kabar\.id/,
    );
    expect(await popup.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/6281200000000\?text=/,
    );
    const box = (await popup.boundingBox())!;
    if (isPhone) {
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
      expect(Math.round(box.width)).toBe(viewport.width);
    } else {
      expect(box.x).toBeGreaterThanOrEqual(256);
      expect(box.width).toBeLessThan(400);
    }
    await shot(page, 'contact-popup', false);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });

    if (isPhone) await page.getByRole('button', { name: 'Buka menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu dashboard' })
      .last()
      .getByRole('button', { name: 'Keluar' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Yakin ingin keluar?' });
    await confirm.waitFor();
    await shot(page, 'logout', false);
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${product.url}/dashboard/set-theme`);
    await context.close();
  });

  it('compares the packages and links each upgrade to checkout', async () => {
    const { context, page } = await signedInPage(viewport);
    await page.goto(`${product.url}/dashboard/packet`);
    await page.getByRole('heading', { name: 'Temukan Paket Undangan Terbaikmu' }).waitFor();
    const upgrades = page.getByRole('link', { name: 'Upgrade Sekarang' });
    expect(await upgrades.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      ['/checkout?plan=premium', '/checkout?plan=vip'],
    );
    await page.getByText('Paling Populer').waitFor();
    const rows = await page.locator('tbody th').allTextContents();
    expect(rows).toEqual([
      'Maps Lokasi',
      'Countdown Timer',
      'Background Music',
      'Love Story',
      'Amplop Digital',
      'Custom Domain',
      'RSVP',
      'Ucapan & Doa',
    ]);
    await page.getByText('*Harga sekali bayar, tanpa biaya bulanan/tahunan.').waitFor();
    await shot(page, 'packet');

    await page.goto(`${product.url}/dashboard/contact-us`);
    await page.getByText('Senin sampai Jumat, 09.00–17.00 WIB', { exact: false }).waitFor();
    await shot(page, 'contact');
    await context.close();
  });
});

describe('the older wizard addresses', () => {
  // Routing alone, the same at every width.
  it('sends them to the matching steps', async () => {
    const { context, page } = await signedInPage(PHONE);
    await page.goto(`${product.url}/dashboard/theme-config/2`);
    await page.waitForURL(`${product.url}/dashboard/personal-information?themeId=2`);
    await page.getByRole('heading', { name: 'Silahkan isi data diri anda' }).waitFor();
    await page.goto(`${product.url}/dashboard/theme-config-step2/2`);
    await page.waitForURL(`${product.url}/dashboard/wedding-details`);
    await page.getByRole('heading', { name: 'Silahkan isi Informasi umum Acara Anda' }).waitFor();
    await page.goto(`${product.url}/dashboard/theme-config-step3/2`);
    await page.waitForURL(`${product.url}/dashboard/custom-form`);
    await page.getByRole('heading', { name: 'Silahkan sesuaikan undangan Anda' }).waitFor();
    await page.goto(`${product.url}/dashboard/personal-information`);
    await page.getByText('Theme ID tidak ditemukan').waitFor();
    await context.close();
  });
});

describe('error states', () => {
  it("shows 'Error: {message}' with 'Coba Lagi' when the themes cannot load", async () => {
    const { context, page } = await signedInPage(PHONE);
    await page.route('**/api/themes/user', (route) => route.abort());
    await page.goto(`${product.url}/dashboard/set-theme`);
    await page.getByText('Error: Network Error').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Coba Lagi' }).waitFor();
    await context.close();
  });

  it('shows the step 3 error with a retry when its configuration cannot load', async () => {
    const { context, page } = await signedInPage(DESKTOP);
    await page.route('**/api/themes/form-config/**', (route) => route.abort());
    await page.goto(`${product.url}/dashboard/theme-config-step3/2`);
    await page.getByText('Gagal memuat konfigurasi form').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Coba Lagi' }).waitFor();
    await context.close();
  });

  it('signs out with Ya, Keluar', async () => {
    const { context, page } = await signedInPage(DESKTOP);
    await page.goto(`${product.url}/dashboard/set-theme`);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.getByRole('button', { name: 'Ya, Keluar' }).click();
    await page.waitForURL(`${product.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
    await context.close();
  });
});
