import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
let token = '';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-door-'));

async function api<T>(method: string, url: string, body?: object): Promise<T> {
  const res = await fetch(`${product.url}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.meta?.msg}`);
  return json.data as T;
}

const overflows = (page: Page, width: number) =>
  page.evaluate((w) => document.documentElement.scrollWidth > w, width);

beforeAll(async () => {
  [product, browser] = await Promise.all([startProductWithInvitation(), launchBrowser()]);
  couple = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  token = await signInAs(couple, product);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the wedding day at the door (issue 28)', () => {
  it('greets a scanned VIP on the screen within 2 s, admits a walk-in, gives a souvenir offline, and the control room follows', async () => {
    const base = `/invitations/${product.invitationId}`;
    const vip = await api<{ id: string; token: string }>('POST', `${base}/guests`, {
      name: 'Bapak Gubernur',
      side: 'groom',
      invitedCount: 2,
      category: 'vip',
      table: 'Meja 1',
    });
    await api('POST', `${base}/guests`, { name: 'Ibu Walikota', category: 'vvip', side: 'bride' });
    const desk = await api<{ code: string }>('POST', `${base}/checkin-links`, { label: 'Meja 1' });
    const screenLink = await api<{ code: string }>('POST', `${base}/screen-links`, {
      label: 'TV pelaminan',
    });

    // The family's control room, on a phone.
    const room = await couple.newPage();
    await room.goto(`${product.url}/dashboard/invitations/${product.invitationId}/guests/hari-h`);
    await room.getByTestId('vips-waiting').getByText('Bapak Gubernur').waitFor();

    // The greeting screen, on the venue's TV.
    const tv = await browser.newPage({ viewport: DESKTOP });
    await tv.goto(`${product.url}/layar/${screenLink.code}`);
    await tv.getByTestId('greeting-screen').waitFor();

    const video = path.join(tmp, 'vip-qr.y4m');
    writeQrVideo(`${product.url}/${product.slug}?g=${vip.token}`, video);
    const door = await launchBrowserWithCamera(video);
    try {
      const helper = await door.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const phone = await helper.newPage();
      await phone.goto(`${product.url}/checkin/${desk.code}`);
      await phone.getByTestId('checkin-counter').waitFor();

      // The desk scans the VIP: the sheet names their category and table.
      await phone.getByRole('button', { name: 'Pindai QR' }).click();
      const sheet = phone.getByRole('dialog', { name: 'Bapak Gubernur' });
      await sheet.waitFor({ timeout: 20_000 });
      expect(await sheet.getByTestId('guest-seat').textContent()).toBe('VIP · Meja 1');
      await keepScreenshot(phone, 'door-desk-vip-phone');
      await sheet.getByRole('button', { name: 'Catat Kedatangan' }).click();
      const checkedIn = Date.now();
      await phone.getByRole('button', { name: 'Tutup kamera' }).click();

      // Within 2 s the screen greets them by name and table.
      await tv.getByTestId('greeting-name').filter({ hasText: 'Bapak Gubernur' }).waitFor({
        timeout: 2_000,
      });
      expect(Date.now() - checkedIn).toBeLessThan(2_000);
      expect(await tv.getByTestId('greeting-table').textContent()).toBe('Meja 1');
      await keepScreenshot(tv, 'door-greeting-screen-desktop');
      expect(await overflows(tv, DESKTOP.width)).toBe(false);

      // The control room raises the VIP alert.
      const alert = room.getByTestId('vip-alert');
      await alert.waitFor({ timeout: 5_000 });
      expect(await alert.textContent()).toContain('VIP datang: Bapak Gubernur · Meja 1');

      // A walk-in is admitted and counted apart.
      await phone.getByRole('button', { name: /Tamu tidak terdaftar/ }).click();
      const walkIn = phone.getByRole('dialog', { name: 'Catat tamu tidak terdaftar' });
      await walkIn.getByLabel('Nama').fill('Om Dadakan');
      await walkIn.getByLabel('Jumlah orang').fill('3');
      await walkIn.getByRole('button', { name: 'Catat Kedatangan' }).click();
      await phone.getByText('Om Dadakan dicatat sebagai tamu tidak terdaftar.').waitFor();
      await room.getByTestId('room-latest').getByText('Om Dadakan').waitFor({ timeout: 5_000 });
      expect(await room.getByTestId('room-walk-ins').textContent()).toContain(
        '1 tamu tidak terdaftar (3 orang)',
      );
      expect(await room.getByTestId('vips-arrived').textContent()).toContain('Bapak Gubernur');
      await keepScreenshot(room, 'door-control-room-phone', { fullPage: true });
      expect(await overflows(room, PHONE.width)).toBe(false);

      // Offline, the souvenir waits on the phone; back online it is sent, and counted once.
      const actionPosts: string[] = [];
      phone.on('requestfinished', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/actions'))
          actionPosts.push(request.postData() ?? '');
      });
      await helper.setOffline(true);
      await phone.getByRole('searchbox', { name: 'Cari nama tamu' }).fill('Gubernur');
      await phone.getByTestId('checkin-search-results').getByRole('button').first().click();
      await phone
        .getByRole('dialog', { name: 'Bapak Gubernur' })
        .getByRole('button', { name: 'Berikan suvenir' })
        .click();
      await phone.getByTestId('pending-actions').waitFor();
      await keepScreenshot(phone, 'door-desk-offline-phone', { fullPage: true });
      expect(await overflows(phone, PHONE.width)).toBe(false);
      await helper.setOffline(false);
      await phone.getByTestId('pending-actions').waitFor({ state: 'detached', timeout: 20_000 });
      const settings = await api<{ souvenirs: { given: number } }>('GET', `${base}/door-settings`);
      expect(settings.souvenirs.given).toBe(1);
      expect(actionPosts.filter((body) => body.includes('souvenir'))).toHaveLength(1);
      await room.getByTestId('room-souvenirs').getByText('1 diberikan').waitFor({ timeout: 5_000 });
    } finally {
      await door.close();
    }
  }, 120_000);
});
