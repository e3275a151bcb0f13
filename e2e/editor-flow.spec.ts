import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import type { RunningProduct } from './support/product';
import { seededUser, startProductWithUsers } from './support/seeded-users';
import { signInAs } from './support/session';

// A couple has one invitation (decision 015): each journey here is a couple of its own, so one
// test's saved invitation never prefills another's form.
const COUPLES = {
  desktop: seededUser(0xed01, 'Pasangan Desktop'),
  phone: seededUser(0xed02, 'Pasangan Ponsel'),
  draft: seededUser(0xed03, 'Pasangan Draf'),
  saved: seededUser(0xed04, 'Pasangan Tersimpan'),
};

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProductWithUsers(Object.values(COUPLES)),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A real PNG drawn by the browser's canvas, so the test needs no image files of its own. */
async function drawPng(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 1200, 900);
    gradient.addColorStop(0, `hsl(${h} 70% 80%)`);
    gradient.addColorStop(1, `hsl(${h + 60} 60% 40%)`);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 1200, 900);
    return canvas.toDataURL('image/png');
  }, hue);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('section-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-section')!));
}

/** Drags a section by its handle with the mouse, onto the place of another. */
async function dragSection(page: Page, from: string, to: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Pindahkan ${from}` });
  const target = page.getByRole('button', { name: `Pindahkan ${to}` });
  const a = (await handle.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 8, { steps: 20 });
  await page.waitForTimeout(200);
  await page.mouse.up();
  await page.waitForTimeout(300);
}

const STEP1 = {
  brideName: 'Rina Lestari',
  brideOrder: 'Putri kedua',
  brideFather: 'Bapak Harun',
  brideMother: 'Ibu Sari',
  groomName: 'Budi Santoso',
  groomFather: 'Bapak Joko',
  groomMother: 'Ibu Wati',
};

const field = (page: Page, name: string) => page.locator(`#field-${name}`);

describe.each([
  { label: 'desktop', viewport: DESKTOP, themeName: 'Melati Putih' },
  { label: 'phone', viewport: PHONE, themeName: 'Senja Jingga' },
])('the configuration flow at $label width', ({ label, viewport, themeName }) => {
  it('fills three steps with two photos and a new order, saves, and finds it all after a reload', async () => {
    const context = await browser.newContext({ viewport });
    await signInAs(context, product, label === 'desktop' ? COUPLES.desktop : COUPLES.phone);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const shot = (name: string, fullPage = true) =>
      keepScreenshot(page, `editor-${name}-${label}`, { fullPage });
    const slug = `rina-budi-${label}`;

    await page.goto(`${product.url}/dashboard/set-theme`);
    await page.getByRole('heading', { name: /Tema yang Dimiliki/ }).waitFor();
    await page.getByRole('link', { name: `Pakai Tema: ${themeName}` }).click();
    await page.waitForURL(/\/dashboard\/personal-information\?themeId=\d+$/);
    const themeId = Number(new URL(page.url()).searchParams.get('themeId'));

    // Step 1: required fields are checked before moving on.
    await page.getByRole('heading', { name: 'Silahkan isi data diri anda' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Nama Lengkap Mempelai Wanita wajib diisi.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-brideName');
    for (const [name, value] of Object.entries(STEP1)) await field(page, name).fill(value);

    const photos = [await drawPng(page, 10), await drawPng(page, 200)];
    await page.locator('input[type=file]').setInputFiles([
      { name: 'prewed-1.png', mimeType: 'image/png', buffer: photos[0]! },
      { name: 'prewed-2.jpg', mimeType: 'image/png', buffer: photos[1]! },
      { name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan foto') },
    ]);
    await page.getByText('1 file dilewati: hanya JPEG atau PNG.').waitFor();
    await page.getByTestId('uploaded-photo').nth(1).waitFor();
    expect(await page.getByTestId('uploaded-photo').count()).toBe(2);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="uploaded-photo"] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    await shot('step1');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the ceremony; the reception runs 'sampai selesai'.
    await page.waitForURL(/\/dashboard\/wedding-details$/);
    await page.getByRole('heading', { name: 'Silahkan isi Informasi umum Acara Anda' }).waitFor();
    await field(page, 'tanggal_acara_ibadah_pernikahan').fill('2026-08-17');
    await field(page, 'waktu_mulai_ibadah_pernikahan').fill('08:00');
    await field(page, 'waktu_selesai_ibadah_pernikahan').fill('10:00');
    await field(page, 'nama_lokasi_ibadah_pernikahan').fill('Masjid Agung Bandung');
    await field(page, 'alamat_acara_ibadah_pernikahan').fill('Jl. Asia Afrika No. 1, Bandung');
    await field(page, 'tanggal_acara_resepsi_pernikahan').fill('2026-08-17');
    await field(page, 'waktu_mulai_resepsi_pernikahan').fill('11:00');
    await field(page, 'waktu_selesai_resepsi_pernikahan').fill('14:00');
    await field(page, 'sampai_selesai_resepsi_pernikahan').check();
    expect(await field(page, 'waktu_selesai_resepsi_pernikahan').isDisabled()).toBe(true);
    expect(await field(page, 'waktu_selesai_resepsi_pernikahan').inputValue()).toBe('');
    await field(page, 'nama_lokasi_resepsi_pernikahan').fill('Gedung Merdeka');
    await shot('step2');

    // Section order, reached from step 2: one move by mouse, one by keyboard.
    await page.getByRole('button', { name: 'Atur Urutan' }).click();
    await page.waitForURL(/\/dashboard\/adjust-form$/);
    await page.getByRole('heading', { name: 'Atur Sesuai Keinginan Anda' }).waitFor();
    // A Basic couple's list holds what their invitation shows; the guest book is its own item.
    expect(await sectionOrder(page)).toEqual([
      'couple',
      'ceremony',
      'reception',
      'gallery',
      'guest_book',
    ]);
    await dragSection(page, 'Ucapan & Doa', 'Informasi Mempelai');
    expect((await sectionOrder(page))[0]).toBe('guest_book');
    await page.getByRole('button', { name: 'Pindahkan Galeri Pernikahan' }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    const order = await sectionOrder(page);
    expect(order).toEqual(['guest_book', 'couple', 'gallery', 'ceremony', 'reception']);
    await shot('adjust-form');
    await page.getByRole('button', { name: 'Selesai' }).click();
    await page.waitForURL(/\/dashboard\/wedding-details$/);
    expect(await field(page, 'nama_lokasi_ibadah_pernikahan').inputValue()).toBe(
      'Masjid Agung Bandung',
    );
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: the link is checked while typing; paid switches are locked for a Basic couple.
    await page.waitForURL(/\/dashboard\/custom-form$/);
    await page.getByRole('heading', { name: 'Masukkan link undangan Anda' }).waitFor();
    await field(page, 'invitation_slug').fill('admin');
    await page
      .getByTestId('slug-status')
      .getByText('Link ini tidak dapat dipakai. Silakan pilih link lain.')
      .waitFor();
    await field(page, 'invitation_slug').fill(slug);
    await page.getByTestId('slug-status').getByText('Link tersedia.').waitFor();
    // This product is not served on the invitation domain, so its one address is PUBLIC_URL/slug:
    // no '.kabar.id' suffix naming a second, wrong one (issue 33).
    expect(await page.getByText('.kabar.id', { exact: true }).count()).toBe(0);
    // The free plan has no envelope: its account fields are locked like the switch (issue 15).
    for (const name of ['bank_name', 'account_number', 'account_holder_name']) {
      expect(await field(page, name).isDisabled()).toBe(true);
    }
    expect(await field(page, 'rsvp_enabled').isDisabled()).toBe(true);
    expect(await field(page, 'rsvp_enabled').getAttribute('aria-checked')).toBe('false');
    expect(await field(page, 'love_story').isDisabled()).toBe(true);
    await field(page, 'reception_enabled').click();
    expect(await field(page, 'reception_enabled').getAttribute('aria-checked')).toBe('false');
    await shot('step3');
    await page.getByRole('button', { name: 'Selesai' }).click();

    // Saved: back on set-theme with the link in a toast, local progress gone.
    await page.waitForURL(/\/dashboard\/set-theme$/);
    const toast = page.getByRole('status').filter({ hasText: 'Undangan berhasil disimpan!' });
    await toast.waitFor();
    // One address everywhere: in the local default PUBLIC_URL/slug, which opens.
    const address = `${product.url.replace(/^https?:\/\//, '')}/${slug}`;
    expect(await toast.textContent()).toContain(address);
    expect(await toast.textContent()).not.toContain(`${slug}.kabar.id`);
    await shot('saved', false);
    expect(
      await page.evaluate(() =>
        ['selectedThemeId', 'themeConfigStep1', 'themeConfigStep2'].map((k) =>
          localStorage.getItem(k),
        ),
      ),
    ).toEqual([null, null, null]);

    // After a reload everything is read back from the server.
    await page.reload();
    const card = page.getByTestId('theme-card').filter({ hasText: themeName });
    await card.getByTestId('invitation-panel').waitFor();
    expect(await card.getByTestId('invitation-panel').textContent()).toContain(address);
    expect(await card.getByTestId('invitation-panel').textContent()).toContain('Terbit');

    await card.getByRole('link', { name: 'Atur Urutan' }).click();
    await page.waitForURL(/\/dashboard\/adjust-form\?invitation=/);
    await page.getByTestId('section-item').first().waitFor();
    // The reception was switched off in step 3: it leaves the list and is named below it.
    expect(await sectionOrder(page)).toEqual(order.filter((id) => id !== 'reception'));
    await page
      .getByTestId('hidden-sections')
      .getByText('Dimatikan. Nyalakan di langkah 3, bagian Penyesuaian Terakhir.')
      .waitFor();
    await page.getByRole('button', { name: 'Batal' }).click();

    await page.getByRole('link', { name: `Edit Undangan: ${themeName}` }).click();
    await page.waitForURL(new RegExp(`personal-information\\?themeId=${themeId}$`));
    await field(page, 'brideName').waitFor();
    for (const [name, value] of Object.entries(STEP1)) {
      expect(await field(page, name).inputValue()).toBe(value);
    }
    expect(await page.getByTestId('uploaded-photo').count()).toBe(2);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/wedding-details$/);
    expect(await field(page, 'tanggal_acara_ibadah_pernikahan').inputValue()).toBe('2026-08-17');
    expect(await field(page, 'sampai_selesai_resepsi_pernikahan').isChecked()).toBe(true);
    expect(await field(page, 'waktu_selesai_resepsi_pernikahan').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/custom-form$/);
    expect(await field(page, 'invitation_slug').inputValue()).toBe(slug);
    expect(await field(page, 'reception_enabled').getAttribute('aria-checked')).toBe('false');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('continuing on another device', () => {
  async function device(viewport: typeof DESKTOP, couple: typeof COUPLES.draft) {
    const context = await browser.newContext({ viewport });
    const token = await signInAs(context, product, couple);
    return { context, page: await context.newPage(), token };
  }

  it('picks up the server draft where the first device left off', async () => {
    const first = await device(DESKTOP, COUPLES.draft);
    await first.page.goto(`${product.url}/dashboard/personal-information?themeId=3`);
    await field(first.page, 'brideName').fill('Ayu Kartika');
    await field(first.page, 'groomName').fill('Fajar Nugroho');
    await first.page.waitForTimeout(1200);
    await first.context.close();

    const second = await device(PHONE, COUPLES.draft);
    await second.page.goto(`${product.url}/dashboard/set-theme`);
    await second.page.getByRole('link', { name: 'Lanjutkan Mengisi: Daun Sirih' }).click();
    await field(second.page, 'brideName').waitFor();
    expect(await field(second.page, 'brideName').inputValue()).toBe('Ayu Kartika');
    expect(await field(second.page, 'groomName').inputValue()).toBe('Fajar Nugroho');
    await second.context.close();
  });

  it('keeps the untouched steps of a saved invitation when one step is edited elsewhere', async () => {
    const first = await device(DESKTOP, COUPLES.saved);
    const saved = await fetch(`${product.url}/api/themes/configuration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
      body: JSON.stringify({
        theme_id: 3,
        ...STEP1,
        tanggal_acara_ibadah_pernikahan: '2026-12-12',
        waktu_mulai_ibadah_pernikahan: '09:00',
        zona_waktu_ibadah_pernikahan: 'WITA',
        nama_lokasi_ibadah_pernikahan: 'Pura Agung',
        alamat_acara_ibadah_pernikahan: 'Denpasar, Bali',
        invitation_slug: 'ayu-dan-fajar',
      }),
    });
    expect(saved.status).toBe(201);
    await first.page.goto(`${product.url}/dashboard/personal-information?themeId=3`);
    await field(first.page, 'brideName').fill('Ayu K.');
    await first.page.waitForTimeout(1200);
    await first.context.close();

    const second = await device(PHONE, COUPLES.saved);
    await second.page.goto(`${product.url}/dashboard/personal-information?themeId=3`);
    await field(second.page, 'brideName').waitFor();
    expect(await field(second.page, 'brideName').inputValue()).toBe('Ayu K.');
    await second.page.getByRole('button', { name: 'Next' }).click();
    await field(second.page, 'nama_lokasi_ibadah_pernikahan').waitFor();
    expect(await field(second.page, 'nama_lokasi_ibadah_pernikahan').inputValue()).toBe(
      'Pura Agung',
    );
    expect(await field(second.page, 'zona_waktu_ibadah_pernikahan').inputValue()).toBe('WITA');
    await second.context.close();
  });
});
