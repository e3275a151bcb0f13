import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { GuestDto } from '@kabar/shared';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { signInAs } from './support/session';

/** The seeded Premium demo (apps/server/src/seed/demo-invitations.ts, fourth couple). */
const DEMO = {
  slug: 'demo-kebaya-rose',
  invitationId: '00000000-0000-4000-8000-000000000204',
  couple: {
    user_id: '00000000-0000-4000-8000-000000000104',
    name: 'Nadia & Raka',
    email: 'kebaya-rose@demo.kabar.id',
    phone: '6281100000104',
  },
};
const GUESTS = [
  { name: 'Hendra & Lusi', phone: '0812 7777 3333', invitedCount: 2, group: 'Teman kantor' },
  { name: 'Bu Ratna', phone: '', invitedCount: 1, group: 'Keluarga' },
  { name: 'Dedi Kurnia', phone: '0813 4444 5555', invitedCount: 3, group: 'Teman kuliah' },
];

let product: RunningProduct;
let browser: Browser;
let couple: BrowserContext;
let token: string;

async function api<T>(method: string, url: string, body?: object): Promise<T> {
  const res = await fetch(`${product.url}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}
const guestsOnServer = async () =>
  (await api<{ guests: GuestDto[] }>('GET', `/invitations/${DEMO.invitationId}/guests`)).guests;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  couple = await browser.newContext({ viewport: DESKTOP });
  token = await signInAs(couple, product, DEMO.couple);
  for (const guest of GUESTS) {
    await api('POST', `/invitations/${DEMO.invitationId}/guests`, guest);
  }
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('a guest’s personal link, from the invitation to the door', () => {
  let qrPhoto: Buffer;

  it('opens with the guest’s name, answers the RSVP capped at the invitation and shows the QR', async () => {
    const hendra = (await guestsOnServer()).find((g) => g.name === 'Hendra & Lusi')!;
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${product.url}/${DEMO.slug}?g=${hendra.token}`);

    await expect(page.locator('.to-name').textContent()).resolves.toBe('Hendra & Lusi');
    expect(await page.content()).not.toContain('7777');
    await keepScreenshot(page, 'guest-link-cover-phone');
    expect((await guestsOnServer()).find((g) => g.id === hendra.id)!.openedAt).not.toBeNull();

    await page.getByRole('link', { name: 'Buka Undangan' }).click();
    const rsvp = page.locator('form[data-form="rsvp"]');
    await expect(rsvp.getByLabel('Nama').inputValue()).resolves.toBe('Hendra & Lusi');
    await expect(rsvp.getByLabel('Nama').getAttribute('readonly')).resolves.toBe('');
    // Invited to both of the invitation's events (issue 27), Hendra answers each.
    const perEvent = rsvp.locator('fieldset.event-answer');
    await expect(perEvent.count()).resolves.toBe(2);
    await expect(
      perEvent.first().getByLabel('Jumlah Tamu').locator('option').allTextContents(),
    ).resolves.toEqual(['1 orang', '2 orang']);
    const pass = page.locator('#kartu-tamu');
    await expect(pass.locator('.pass-name').textContent()).resolves.toBe('Hendra & Lusi');
    await pass.scrollIntoViewIfNeeded();
    await keepScreenshot(pass, 'guest-link-pass-phone');
    qrPhoto = await pass.locator('.qr').screenshot();

    for (const answer of await perEvent.all()) {
      await answer.getByRole('radio', { name: 'Hadir', exact: true }).check();
      await answer.getByLabel('Jumlah Tamu').selectOption('2');
    }
    await rsvp.getByLabel('Pesan untuk mempelai (opsional)').fill('Kami datang berdua.');
    await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
    const notice = rsvp.locator('[data-notice="rsvp"]');
    await notice.getByText('Terima kasih, Hendra & Lusi. Jawaban Anda: Hadir, 2 orang.').waitFor();
    await notice.locator('.pass svg[aria-label="Kode QR tamu Hendra & Lusi"]').waitFor();
    await notice.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'guest-link-rsvp-phone');
    expect(page.url()).toBe(`${product.url}/${DEMO.slug}?g=${hendra.token}#undangan`);

    const saved = (await guestsOnServer()).find((g) => g.id === hendra.id)!;
    expect(saved.rsvp).toMatchObject({
      attendance: 'hadir',
      guests: 2,
      message: 'Kami datang berdua.',
    });
    const answers = await api<{ rsvps: { name: string; guests: number }[] }>(
      'GET',
      `/invitations/${DEMO.invitationId}/responses`,
    );
    expect(answers.rsvps.filter((answer) => answer.name === 'Hendra & Lusi')).toMatchObject([
      { guests: 2 },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is checked in at the door at phone size from a photo of the QR on their page', async () => {
    const page = await couple.newPage();
    await page.goto(`${product.url}/dashboard/invitations/${DEMO.invitationId}/guests/check-in`);
    await page.getByLabel('Nama petugas atau meja').fill('Meja tamu');
    await page.getByRole('button', { name: 'Buat link' }).click();
    const checkinUrl = (await page.getByTestId('checkin-url').first().textContent())!;
    await page.close();

    const helper = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const phone = await helper.newPage();
    const errors = watchErrors(phone);
    await phone.goto(checkinUrl);
    const counter = phone.getByTestId('checkin-counter');
    await counter.waitFor();
    expect(await counter.textContent()).toBe('0 / 3 tamu datang · 0 / 6 orang');
    await phone.getByTestId('qr-upload').setInputFiles({
      name: 'qr-hendra.png',
      mimeType: 'image/png',
      buffer: qrPhoto,
    });
    const sheet = phone.getByRole('dialog', { name: 'Hendra & Lusi' });
    await sheet.waitFor();
    await keepScreenshot(phone, 'guest-link-checkin-phone');
    await sheet.getByRole('button', { name: 'Catat Kedatangan' }).click();
    await phone.getByText('Hendra & Lusi dicatat datang (2 orang).').waitFor();
    await phone.getByText('1 / 3 tamu datang', { exact: false }).waitFor();

    const arrived = (await guestsOnServer()).find((g) => g.name === 'Hendra & Lusi')!;
    expect(arrived.checkIn).toMatchObject({ people: 2 });
    expect(errors).toEqual([]);
    await helper.close();
  });
});
