import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import {
  FEATURE_FIELDS,
  FEATURE_SWITCHES,
  planHasFeature,
  type AlbumDto,
  type GuestDto,
} from '@kabar/shared';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { accessTokenFor, signInAs } from './support/session';
import { KEBAYA_ROSE_DEMO } from './support/demo-couples';

const DEMO = KEBAYA_ROSE_DEMO;

let product: RunningProduct;
let browser: Browser;
let token: string;

/** The couple's API with their token; a refusal fails the test with the server's message. */
async function call<T>(method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${product.url}/api${path}`, {
    method,
    // A bodiless POST with a JSON content type is refused, as a browser never sends one.
    headers: body
      ? { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
      : { authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T; meta: { msg: string } };
  expect(res.status, json.meta.msg).toBeLessThan(300);
  return json.data;
}

/** A camera-like JPEG: a coloured picture with the camera and the place it was taken. */
async function cameraPhoto(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KabarCam', Model: 'Rahasia-42' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 30/1' },
    })
    .toBuffer();
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  token = await accessTokenFor(product, DEMO.couple.user_id);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('guests’ photos, the live wall and the album after the wedding', () => {
  it('a guest sends two photos, the couple approves one, the wall shows it live, then the album', async () => {
    const base = `/invitations/${DEMO.invitationId}`;
    const guest = await call<GuestDto>('POST', `${base}/guests`, {
      name: 'Budi Santoso',
      invitedCount: 2,
    });
    await call('PUT', `${base}/album`, { approvalRequired: true, thankYouNote: 'Matur nuwun!' });
    const { wallUrl } = await call<AlbumDto>('POST', `${base}/album/wall-link`);

    // The venue screen at 1280 px, opened before anything is approved.
    const screen = await browser.newContext({ viewport: DESKTOP });
    const wall = await screen.newPage();
    await wall.goto(wallUrl!);
    await wall.getByText('Foto dari tamu akan tampil di sini.').waitFor();
    await wall.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // The guest, on a phone, from their personal link.
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const guestPage = await phone.newPage();
    await guestPage.goto(`${product.url}/album/${DEMO.slug}/unggah?g=${guest.token}`);
    await guestPage.getByTestId('photo-input').setInputFiles([
      { name: 'pelaminan.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#c0392b') },
      { name: 'keluarga.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#2980b9') },
    ]);
    await guestPage.locator('[data-testid="upload-item"][data-state="done"]').nth(1).waitFor();
    await guestPage
      .getByText('Foto terkirim. Foto akan tampil setelah disetujui pasangan.')
      .first()
      .waitFor();
    expect(await fitsWidth(guestPage)).toBe(true);
    await keepScreenshot(guestPage, 'album-upload-phone', { fullPage: true });
    // A HEIC photo is refused on the phone with its message, before any upload.
    await guestPage.getByTestId('photo-input').setInputFiles({
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.from('not sent'),
    });
    await guestPage.getByText(/Foto HEIC dari iPhone belum bisa diunggah/).waitFor();

    // The couple approves one on their phone.
    const couple = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await signInAs(couple, product, DEMO.couple);
    const dashboard = await couple.newPage();
    await dashboard.goto(`${product.url}/dashboard/invitations/${DEMO.invitationId}/guests/album`);
    const photos = dashboard.getByTestId('album-photo');
    await photos.nth(1).waitFor();
    expect(await dashboard.getByText('Menunggu persetujuan', { exact: true }).count()).toBe(2);
    expect(await fitsWidth(dashboard)).toBe(true);
    await keepScreenshot(dashboard, 'album-couple-phone', { fullPage: true });
    await photos.first().getByRole('button', { name: 'Tampilkan' }).click();
    await dashboard.getByText('Ditampilkan', { exact: true }).waitFor();

    // The wall shows it without a reload.
    const shown = wall.getByTestId('wall-photo');
    await shown.waitFor({ timeout: 10_000 });
    await wall.getByText('Dari Budi Santoso').waitFor();
    expect(await wall.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    const album = await call<AlbumDto>('GET', `${base}/album`);
    const approved = album.photos.find((photo) => photo.status === 'shown')!;
    expect(await shown.getAttribute('data-photo-id')).toBe(approved.id);
    await keepScreenshot(wall, 'album-wall-desktop');

    // The stored photo has no camera or GPS data left.
    const stored = Buffer.from(await (await fetch(`${product.url}${approved.url}`)).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    // After the event date the invitation is the thank-you page with the album.
    const invitation = (
      await call<{ id: string; theme_id: number; content: object }[]>('GET', '/invitations')
    ).find((item) => item.id === DEMO.invitationId)!;
    // The seed holds VIP fields a Premium save refuses; the couple's own save would not send them.
    const premiumContent = Object.fromEntries(
      Object.entries(invitation.content).filter(([key]) => {
        const feature = FEATURE_FIELDS[key] ?? FEATURE_SWITCHES[key];
        return !feature || planHasFeature('premium', feature);
      }),
    );
    await call('POST', '/themes/configuration', {
      ...premiumContent,
      invitation_slug: DEMO.slug,
      theme_id: invitation.theme_id,
      invitation_id: DEMO.invitationId,
      tanggal_acara_ibadah_pernikahan: '2025-01-11',
      tanggal_acara_resepsi_pernikahan: '2025-01-11',
    });
    const after = await phone.newPage();
    await after.goto(`${product.url}/${DEMO.slug}?g=${guest.token}`);
    await after.getByText('Matur nuwun!').waitFor();
    await after.getByRole('heading', { name: 'Kenangan dari Budi Santoso' }).waitFor();
    expect(await after.locator('section[aria-label="Album"] img').count()).toBeGreaterThan(0);
    expect(await after.locator('form[data-form="rsvp"]').count()).toBe(0);
    expect(await fitsWidth(after)).toBe(true);
    await keepScreenshot(after, 'album-after-wedding-phone', { fullPage: true });

    await Promise.all([screen.close(), phone.close(), couple.close()]);
  });

  it('the after-the-wedding demo: two accounts, and the gift address on a personal link only', async () => {
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(`${product.url}/demo-kenangan`);
    await page.getByText('Salam hangat, Nadia & Raka').waitFor();
    expect(await page.locator('section[aria-label="Album"] img').count()).toBeGreaterThan(5);

    await page.goto(`${product.url}/album/demo-kenangan/hadiah?g=demoKenangan0001`);
    await page.getByRole('heading', { name: 'Alamat Kirim Kado' }).waitFor();
    expect(await page.getByRole('button', { name: 'Salin Nomor' }).count()).toBe(2);
    expect(await fitsWidth(page)).toBe(true);
    await keepScreenshot(page, 'envelope-personal-phone', { fullPage: true });

    await page.goto(`${product.url}/album/demo-kenangan/hadiah`);
    await page.getByRole('button', { name: 'Salin Nomor' }).nth(1).waitFor();
    await page.getByRole('button', { name: 'Tampilkan QRIS' }).waitFor();
    expect(await page.getByText('Alamat Kirim Kado').count()).toBe(0);
    await phone.close();
  });
});
