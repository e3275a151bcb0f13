import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import type { GuestDto } from '@kabar/shared';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import {
  launchBrowserWithCamera,
  startProductWithInvitation,
  writeQrVideo,
  type GuestsProduct,
} from './support/guests-fixtures';
import { signInAs } from './support/session';

let product: GuestsProduct;
let browser: Browser;
let couple: BrowserContext;
let token: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-qr-'));

const PASTED = [
  'Nama,HP,Pihak,Grup,Jumlah',
  'Budi Santoso,0812-3456-7890,Pria,Teman kantor,2',
  'Siti Aminah,+62 813 1111 2222,Wanita,Keluarga,1',
  'Budi (nomor yang sama),62 812 3456 7890,,,1',
  'Mbah Putri,,Wanita,Keluarga,2',
  ',0857 0000 1111,,,',
].join('\n');

async function api<T>(url: string): Promise<T> {
  const res = await fetch(`${product.url}/api${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
const guestsOnServer = async () =>
  (await api<{ guests: GuestDto[] }>(`/invitations/${product.invitationId}/guests`)).guests;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Going offline on purpose makes the browser log the failed requests.
    if (
      message.type() === 'error' &&
      !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(message.text())
    )
      errors.push(message.text());
  });
  return errors;
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startProductWithInvitation(), launchBrowser()]);
  couple = await browser.newContext({ viewport: DESKTOP });
  token = await signInAs(couple, product);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('guests from the list to the door', () => {
  it('imports pasted guests after a preview that shows each row’s problem', async () => {
    const page = await couple.newPage();
    const errors = watchErrors(page);
    await page.goto(`${product.url}/dashboard/guests`);
    await page.getByRole('link', { name: /Rina & Dimas/ }).click();
    await page.waitForURL(`**/dashboard/invitations/${product.invitationId}/guests`);
    await page.getByText('Belum ada tamu').waitFor();

    await page.getByRole('link', { name: 'Impor CSV' }).click();
    await page.getByLabel('Tempel daftar tamu').fill(PASTED);
    await page.getByRole('button', { name: 'Lihat Pratinjau' }).click();
    const counts = page.getByTestId('import-counts');
    await counts.waitFor();
    expect(await counts.textContent()).toBe('3 baru1 digabung0 sudah ada1 bermasalah');
    // Only the problem row is shown first, with its reason.
    const preview = page.getByTestId('import-preview');
    expect(await preview.locator('tbody tr').count()).toBe(1);
    expect(await preview.locator('tbody tr').textContent()).toContain('Nama wajib diisi.');
    await page.getByLabel('Hanya tampilkan baris bermasalah').uncheck();
    expect(await preview.locator('tr[data-outcome="merged"]').textContent()).toContain(
      'Nomor HP sama dengan baris 2; digabung.',
    );
    await keepScreenshot(page, 'guests-import-preview-desktop', { fullPage: true });
    expect(await guestsOnServer()).toEqual([]);

    await page.getByRole('button', { name: 'Simpan 4 baris' }).click();
    await page.waitForURL(`**/dashboard/invitations/${product.invitationId}/guests`);
    await page.getByTestId('guest-row').nth(2).waitFor();
    expect(await page.getByTestId('guest-row').locator('h3').allTextContents()).toEqual([
      'Budi Santoso',
      'Mbah Putri',
      'Siti Aminah',
    ]);
    const saved = await guestsOnServer();
    expect(saved.map((g) => [g.name, g.phone, g.invitedCount])).toEqual([
      ['Budi Santoso', '6281234567890', 2],
      ['Mbah Putri', null, 2],
      ['Siti Aminah', '6281311112222', 1],
    ]);
    await keepScreenshot(page, 'guests-list-desktop', { fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends one guest their personal link through wa.me', async () => {
    const page = await couple.newPage();
    const errors = watchErrors(page);
    await couple.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
    );
    await page.goto(`${product.url}/dashboard/invitations/${product.invitationId}/guests/send`);
    const current = page.getByTestId('send-current');
    await current.waitFor();
    expect(await current.locator('h2').textContent()).toBe('Budi Santoso');

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Kirim lewat WhatsApp' }).click(),
    ]);
    const budi = (await guestsOnServer()).find((g) => g.name === 'Budi Santoso')!;
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281234567890');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Kepada Yth. Bapak/Ibu/Saudara/i Budi Santoso,');
    expect(text).toContain('Rina & Dimas, pada Sabtu, 12 September 2026.');
    expect(text).toContain(`${product.url}/${product.slug}?g=${budi.token}`);
    await popup.close();

    // Budi is marked sent and the queue moves on to the next guest with a phone.
    await page.getByText('Budi Santoso ditandai terkirim.').waitFor();
    await current.locator('h2', { hasText: 'Siti Aminah' }).waitFor();
    expect((await guestsOnServer()).find((g) => g.id === budi.id)!.sentAt).not.toBeNull();
    await keepScreenshot(page, 'guests-send-desktop', { fullPage: true });
    await page.setViewportSize(PHONE);
    await keepScreenshot(page, 'guests-send-phone', { fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('checks guests in at the door: camera QR at phone size, a warned second scan, an offline queue', async () => {
    const page = await couple.newPage();
    await page.goto(`${product.url}/dashboard/invitations/${product.invitationId}/guests/check-in`);
    await page.getByLabel('Nama petugas atau meja').fill('Meja 1');
    await page.getByRole('button', { name: 'Buat link' }).click();
    const checkinUrl = (await page.getByTestId('checkin-url').first().textContent())!;
    expect(checkinUrl).toMatch(new RegExp(`^${product.url}/checkin/[A-Za-z0-9_-]{22}$`));

    const onServer = await guestsOnServer();
    const budi = onServer.find((g) => g.name === 'Budi Santoso')!;
    const siti = onServer.find((g) => g.name === 'Siti Aminah')!;
    const video = path.join(tmp, 'budi-qr.y4m');
    writeQrVideo(`${product.url}/${product.slug}?g=${budi.token}`, video);
    const door = await launchBrowserWithCamera(video);
    try {
      const helper = await door.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const phone = await helper.newPage();
      const errors = watchErrors(phone);
      const arrivalPosts: string[] = [];
      phone.on('requestfinished', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/arrivals'))
          arrivalPosts.push(request.postData() ?? '');
      });
      await phone.goto(checkinUrl);
      const counter = phone.getByTestId('checkin-counter');
      await counter.waitFor();
      expect(await counter.textContent()).toBe('0 / 3 tamu datang · 0 / 5 orang');

      await phone.getByRole('button', { name: 'Pindai QR' }).click();
      const sheet = phone.getByRole('dialog', { name: 'Budi Santoso' });
      await sheet.waitFor({ timeout: 20_000 });
      expect(await sheet.getByTestId('people-count').textContent()).toBe('2');
      await keepScreenshot(phone, 'checkin-scan-phone');
      await sheet.getByRole('button', { name: 'Catat Kedatangan' }).click();
      await phone.getByText('Budi Santoso dicatat datang (2 orang).').waitFor();
      await phone.getByText('1 / 3 tamu datang', { exact: false }).waitFor();

      // Holding the QR up after the check-in reads nothing new; scanning it again warns and counts
      // nothing.
      await phone.getByRole('button', { name: 'Tutup kamera' }).click();
      await phone.getByRole('button', { name: 'Pindai QR' }).click();
      const warning = phone.getByTestId('second-scan');
      await warning.waitFor({ timeout: 20_000 });
      expect(await warning.textContent()).toContain('Sudah check-in');
      await keepScreenshot(phone, 'checkin-second-scan-phone');
      await phone.getByRole('button', { name: 'Kembali memindai' }).click();
      await phone.getByRole('button', { name: 'Tutup kamera' }).click();
      expect(await counter.textContent()).toBe('1 / 3 tamu datang · 2 / 5 orang');

      // Without a camera, a photo of the QR works too.
      const mbah = onServer.find((g) => g.name === 'Mbah Putri')!;
      await phone.getByTestId('qr-upload').setInputFiles({
        name: 'qr-mbah-putri.png',
        mimeType: 'image/png',
        buffer: await QRCode.toBuffer(`${product.url}/${product.slug}?g=${mbah.token}`, {
          width: 480,
        }),
      });
      const mbahSheet = phone.getByRole('dialog', { name: 'Mbah Putri' });
      await mbahSheet.getByText('Diundang untuk 2 orang.').waitFor();
      await mbahSheet.getByRole('button', { name: 'Tutup' }).click();
      await mbahSheet.waitFor({ state: 'detached' });

      // The venue's connection drops: Siti, found by name, waits on the phone and counts locally.
      await phone.waitForFunction(
        () => document.documentElement.dataset.checkinOffline === 'ready',
      );
      await helper.setOffline(true);
      await phone.getByTestId('connection').getByText('Offline').waitFor();
      await phone.getByPlaceholder('Cari nama tamu').fill('siti');
      await phone
        .getByTestId('checkin-search-results')
        .getByRole('button', { name: /Siti Aminah/ })
        .click();
      await phone
        .getByRole('dialog', { name: 'Siti Aminah' })
        .getByRole('button', { name: 'Catat Kedatangan' })
        .click();
      await phone
        .getByText('Siti Aminah disimpan di HP ini; dikirim otomatis saat online.')
        .waitFor();
      await phone.getByTestId('pending-arrivals').waitFor();
      expect(await counter.textContent()).toBe('2 / 3 tamu datang · 3 / 5 orang');
      await keepScreenshot(phone, 'checkin-offline-phone', { fullPage: true });
      expect(
        (
          await api<{ counts: { arrivedGuests: number } }>(
            `/invitations/${product.invitationId}/arrivals`,
          )
        ).counts.arrivedGuests,
      ).toBe(1);

      // Reloaded with no connection at all: the service worker scoped to /checkin/ opens the page
      // from its copy, the list comes from this phone and Siti is still waiting to be sent.
      await phone.reload();
      await counter.waitFor();
      await phone.getByTestId('pending-arrivals').waitFor();
      expect(await counter.textContent()).toBe('2 / 3 tamu datang · 3 / 5 orang');
      await keepScreenshot(phone, 'checkin-offline-reload-phone', { fullPage: true });

      await helper.setOffline(false);
      await phone.getByTestId('pending-arrivals').waitFor({ state: 'detached', timeout: 20_000 });
      const arrivals = await api<{ counts: object }>(
        `/invitations/${product.invitationId}/arrivals`,
      );
      expect(arrivals.counts).toEqual({
        guests: 3,
        arrivedGuests: 2,
        invitedPeople: 5,
        arrivedPeople: 3,
      });
      // Each arrival reached the server in exactly one request.
      expect(arrivalPosts.filter((body) => body.includes(siti.id))).toHaveLength(1);
      expect(arrivalPosts.filter((body) => body.includes(budi.token))).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await door.close();
    }

    // The couple's live counter follows without a reload.
    await page.getByTestId('arrived-guests').getByText('2', { exact: false }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="arrived-guests"]')?.textContent?.startsWith('2'),
      undefined,
      { timeout: 15_000 },
    );
    await keepScreenshot(page, 'guests-checkin-desktop', { fullPage: true });
    await page.close();
  });

  it('records gifts for the family and exports them', async () => {
    const page = await couple.newPage();
    const errors = watchErrors(page);
    await page.goto(`${product.url}/dashboard/invitations/${product.invitationId}/guests/gifts`);
    await page.getByText('Belum ada amplop atau kado yang dicatat.').waitFor();
    await page.getByLabel('Dari', { exact: true }).fill('Budi Santoso');
    await page.getByText('Tercatat untuk tamu di daftar.').waitFor();
    await page.getByLabel('Nominal (Rp)').fill('250.000');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Hadiah dari Budi Santoso dicatat.').waitFor();
    await page.getByLabel('Dari', { exact: true }).fill('Pak RT');
    await page
      .getByRole('form', { name: 'Catat hadiah' })
      .getByText('Kado', { exact: true })
      .click();
    await page.getByLabel('Keterangan').fill('Rice cooker');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Hadiah dari Pak RT dicatat.').waitFor();
    expect(await page.getByTestId('gift-totals').textContent()).toContain('Rp 250.000');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ekspor CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toBe(`hadiah-${product.slug}.csv`);
    expect(csv).toContain('Budi Santoso,Amplop,250000');
    expect(csv).toContain('Pak RT,Kado,,Rice cooker');
    await keepScreenshot(page, 'guests-gifts-desktop', { fullPage: true });
    await page.setViewportSize(PHONE);
    await keepScreenshot(page, 'guests-gifts-phone', { fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the list, import and check-in pages at phone width', async () => {
    const page = await couple.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`${product.url}/dashboard/invitations/${product.invitationId}/guests`);
    await page.getByTestId('guest-row').first().waitFor();
    await page.getByTestId('guest-search').fill('siti');
    expect(await page.getByTestId('guest-count').textContent()).toBe('1 dari 3 tamu cocok');
    await page.getByTestId('guest-search').fill('');
    await keepScreenshot(page, 'guests-list-phone', { fullPage: true });
    await page.goto(`${product.url}/dashboard/invitations/${product.invitationId}/guests/check-in`);
    await page.getByTestId('checkin-links').waitFor();
    await keepScreenshot(page, 'guests-checkin-phone', { fullPage: true });
    await page.close();
  });
});
