import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { freshEmail, freshPhone, sixDigits, smsSentTo } from './support/messages';
import type { RunningProduct } from './support/product';
import {
  insertPublishedInvitation,
  seededUser,
  startProductWithUsers,
} from './support/seeded-users';
import { accessTokenFor, DEMO_USER, signInAs } from './support/session';

/**
 * Issue 33: the family helper's way in (invite link as a new user, accept, reopen, sign in later,
 * land on the managed invitation) at 390 px, and a sweep of every dashboard page, the desk and
 * the co-admin pages at 360 px with data long enough to wrap.
 */

const BRIDE = 'Raden Ajeng Kusumawardhani Puspitasari Ningrum';
const GROOM = 'Muhammad Dimas Pratama Wicaksono Hadiningrat';
const COUPLE = `${BRIDE} & ${GROOM}`;
/** A viewer with the kind of address that made the 'Pengelola' tab 431-442 px wide. */
const AUNT = {
  ...seededUser(0xfa01, 'Bude Sri Rahayuningsih Kusumaningtyas Wulandari'),
  email:
    'sri.rahayuningsih.kusumaningtyas.wulandari.keluarga.besar@pos-elektronik-keluarga.example.test',
};
/** Owns an invitation of her own and helps on the couple's: she sees both. */
const COUSIN = seededUser(0xfa02, 'Sepupu Laras');
const PHONE_360 = { width: 360, height: 740 };

let product: RunningProduct;
let browser: Browser;
let invitationId: string;
let ownerToken: string;

function startWithLongData(): Promise<RunningProduct> {
  return startProductWithUsers([AUNT, COUSIN], async (sql) => {
    invitationId = await insertPublishedInvitation(sql, {
      userId: DEMO_USER.user_id,
      slug: 'raden-ajeng-dan-muhammad-dimas-hadiningrat',
      content: { brideName: BRIDE, groomName: GROOM, eventDate: '2026-12-12' },
    });
    await insertPublishedInvitation(sql, {
      userId: COUSIN.user_id,
      slug: 'laras-dan-bayu',
      content: { brideName: 'Laras', groomName: 'Bayu' },
    });
    await sql.query(
      `insert into invitation_members (invitation_id, user_id, role, side) values
         ($1, $2, 'viewer', null), ($1, $3, 'side_manager', 'bride')`,
      [invitationId, AUNT.user_id, COUSIN.user_id],
    );
    await sql.query(
      `insert into guests (invitation_id, name, side, group_name, phone, notes, token) values
         ($1, 'Bapak Haji Raden Mas Soeryo Adikusumo Wiryodiningrat', 'groom',
          'Keluarga besar Hadiningrat dari Yogyakarta', '081234567001',
          'Datang bersama rombongan keluarga besar dari Yogyakarta dan Surakarta', 'e2e-fam-1'),
         ($1, 'Ibu Hajjah Siti Nurhaliza Kusumawardhani Puspitasari', 'bride',
          'Teman kantor Kementerian Pendidikan', '081234567002', '', 'e2e-fam-2'),
         ($1, 'Saudara Bambang Setiawan Prawirodirdjo Kartanegara', null,
          'Sahabat kuliah', null, '', 'e2e-fam-3')`,
      [invitationId],
    );
  });
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${product.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const phoneContext = (viewport = PHONE) =>
  browser.newContext({ viewport, isMobile: true, hasTouch: true });

/** startProduct stops waiting after 60 s; on a busy shared machine the first start takes longer. */
async function untilUp(running: RunningProduct): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${running.url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the product did not start:\n${running.logs()}`);
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startWithLongData(), launchBrowser()]);
  await untilUp(product);
  ownerToken = await accessTokenFor(product, DEMO_USER.user_id);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('a family helper’s way in', () => {
  it('reads the invite as a newcomer, registers, accepts, reopens the link and signs in later to the invitation', async () => {
    const { url } = await api<{ url: string }>(
      'POST',
      `/invitations/${invitationId}/co-admins/invites`,
      { role: 'side_manager', side: 'groom', label: 'Om Hendra' },
    );
    const link = url.replace(/^https?:\/\/[^/]+/, product.url);
    const context = await phoneContext();
    const page = await context.newPage();

    // Signed out: who invites whom to which wedding, in what role, and two equal ways in.
    await page.goto(link);
    const summary = page.getByTestId('join-invite-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(
      `${DEMO_USER.name} mengajakmu ikut mengelola undangan pernikahan ${COUPLE} sebagai Pengelola tamu (Mempelai Pria)`,
    );
    const daftar = await page.getByRole('link', { name: 'Daftar', exact: true }).boundingBox();
    const masuk = await page.getByRole('link', { name: 'Masuk', exact: true }).boundingBox();
    expect(daftar!.width).toBeGreaterThan(100);
    expect([masuk!.width, masuk!.height]).toEqual([daftar!.width, daftar!.height]);
    expect(await seriousA11yViolations(page, 'undangan pengelola')).toEqual([]);
    await keepScreenshot(page, 'family-join-signed-out-390', { fullPage: true });

    // Daftar, the phone code, and back to the link to accept it.
    await page.getByRole('link', { name: 'Daftar', exact: true }).click();
    const email = freshEmail('om-hendra');
    const phone = freshPhone();
    await page.getByLabel('Nama Lengkap').fill('Om Hendra');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Nomor HP').fill(phone.local);
    await page.getByLabel('Password', { exact: true }).fill('kata-sandi-om-hendra');
    await page.getByLabel('Konfirmasi Password').fill('kata-sandi-om-hendra');
    await page.getByLabel(/Dari mana kamu mengetahui/).selectOption('Teman');
    await page.getByRole('checkbox').check();
    const started = new Date().toISOString();
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    const code = sixDigits((await smsSentTo(product.dataDir, phone.normalised, started)).text);
    await page.getByTestId('otp-digit').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verifikasi Sekarang' }).click();
    await page.waitForURL(link);
    await page.getByRole('button', { name: 'Terima & Mulai' }).click();
    const managed = `${product.url}/dashboard/invitations/${invitationId}/guests`;
    await page.waitForURL(managed);
    await page.getByTestId('co-admin-role').waitFor();
    await keepScreenshot(page, 'family-accepted-390', { fullPage: true });

    // The groom side's form and filter offer the groom's side only.
    const filterSides = await page
      .getByTestId('guest-side-filter')
      .locator('option')
      .allTextContents();
    expect(filterSides).toEqual(['Mempelai Pria']);
    await page.getByRole('button', { name: 'Tambah Tamu' }).click();
    const formSides = await page.locator('#guest-side option').allTextContents();
    expect(formSides).toEqual(['Mempelai Pria']);
    await keepScreenshot(page, 'family-guest-form-390');
    await page.getByRole('button', { name: 'Batal' }).click();

    // Pages the role cannot use are not offered, and opened by URL say so plainly.
    const tabs = await page.getByRole('navigation', { name: 'Menu tamu' }).textContent();
    expect(tabs).not.toContain('Pengelola');
    await page.goto(`${managed}/co-admins`);
    await page.getByTestId('not-for-your-role').waitFor();
    expect(await page.getByRole('button', { name: 'Buat Link Undangan' }).count()).toBe(0);
    await keepScreenshot(page, 'family-not-for-role-390', { fullPage: true });
    await page.goto(`${product.url}/dashboard/invitations/${invitationId}/domain`);
    await page.getByTestId('not-for-your-role').waitFor();
    expect(await page.getByText('Coba Lagi').count()).toBe(0);

    // Reopening the accepted link goes straight to the invitation he manages.
    await page.goto(link);
    await page.waitForURL(managed);
    await context.close();

    // Signing in later, on another phone, lands on it too.
    const later = await phoneContext();
    const again = await later.newPage();
    await again.goto(`${product.url}/login`);
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password', { exact: true }).fill('kata-sandi-om-hendra');
    await again.getByRole('button', { name: 'Masuk', exact: true }).click();
    await again.waitForURL(managed);
    await again.getByTestId('co-admin-role').waitFor();
    await keepScreenshot(again, 'family-signed-in-later-390', { fullPage: true });
    await later.close();
  }, 120_000);

  it('shows someone who owns an invitation and helps on another both, on Atur Tema', async () => {
    const context = await phoneContext();
    await signInAs(context, product, COUSIN);
    const page = await context.newPage();
    await page.goto(`${product.url}/dashboard`);
    await page.waitForURL(`${product.url}/dashboard/set-theme`);
    const helping = page.getByRole('region', { name: 'Undangan yang kamu bantu kelola' });
    await helping.getByText(COUPLE).waitFor();
    expect(await helping.textContent()).toContain('Pengelola tamu (Mempelai Wanita)');
    await context.close();
  }, 60_000);
});

/** How far the page reaches past the width the phone was given (0 when it fits). */
async function overflowAt(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(url);
  await ready(page);
  // Parts still loading below what `ready` waited for (counts, lists) may still widen the page.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 3000,
    })
    .catch(() => undefined);
  return page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE_360.width);
}

const heading = (page: Page) => page.locator('h1').first().waitFor();

async function sweep(
  context: BrowserContext,
  pages: [string, string, (page: Page) => Promise<unknown>][],
): Promise<string[]> {
  const page = await context.newPage();
  const wide: string[] = [];
  for (const [name, path, ready] of pages) {
    const over = await overflowAt(page, `${product.url}${path}`, ready);
    if (over > 0) {
      wide.push(`${name}: ${over} px wider than ${PHONE_360.width}`);
      await keepScreenshot(page, `sweep-360-${name}`, { fullPage: true });
    }
  }
  await page.close();
  return wide;
}

describe('no page wider than the phone', () => {
  it('fits every dashboard page, the desk and the co-admin pages into 360 px with long data', async () => {
    const desk = await api<{ code: string; label: string }>(
      'POST',
      `/invitations/${invitationId}/checkin-links`,
      {
        label: 'Meja penerima tamu pintu utara gedung',
      },
    );
    const guests = `/dashboard/invitations/${invitationId}/guests`;
    const couple = await phoneContext(PHONE_360);
    await signInAs(couple, product);
    // The couple's check-in tab stays open while a helper opens the desk during the sweep.
    const tab = await couple.newPage();
    await tab.goto(`${product.url}${guests}/check-in`);
    const deskRow = tab.getByTestId('checkin-links').locator('li', { hasText: desk.label });
    await deskRow.getByText('Belum dipakai').waitFor();
    const ofCouple = await sweep(couple, [
      ['atur-tema', '/dashboard/set-theme', heading],
      ['paket', '/dashboard/packet', heading],
      ['kontak', '/dashboard/contact-us', heading],
      ['profil', '/dashboard/profile', heading],
      ['pesanan', '/dashboard/orders', heading],
      ['jawaban', '/dashboard/responses', heading],
      ['daftar-undangan', '/dashboard/guests', heading],
      ['tamu', guests, (p) => p.getByTestId('guest-row').first().waitFor()],
      ['impor', `${guests}/import`, heading],
      ['kirim', `${guests}/send`, heading],
      ['check-in', `${guests}/check-in`, (p) => p.getByTestId('checkin-links').waitFor()],
      ['amplop', `${guests}/gifts`, heading],
      ['pengelola', `${guests}/co-admins`, (p) => p.getByTestId('co-admin-members').waitFor()],
      ['jawaban-undangan', `/dashboard/invitations/${invitationId}/responses`, heading],
      ['domain', `/dashboard/invitations/${invitationId}/domain`, heading],
      ['urutan', `/dashboard/adjust-form?invitation=${invitationId}`, heading],
      ['isi-undangan', '/dashboard/theme-config/1', heading],
      ['meja', `/checkin/${desk.code}`, (p) => p.getByTestId('checkin-counter').waitFor()],
    ]);
    // Issue 33: shown as used once the desk opened, without a reload.
    await deskRow.getByText(/^Dipakai /).waitFor({ timeout: 5_000 });
    await couple.close();

    const aunt = await phoneContext(PHONE_360);
    await signInAs(aunt, product, AUNT);
    const ofHelper = await sweep(aunt, [
      ['pengelola-tamu', guests, (p) => p.getByTestId('co-admin-role').waitFor()],
      ['pengelola-amplop', `${guests}/gifts`, heading],
      [
        'pengelola-ditolak',
        `${guests}/co-admins`,
        (p) => p.getByTestId('not-for-your-role').waitFor(),
      ],
      ['pengelola-atur-tema', '/dashboard/set-theme', heading],
    ]);
    await aunt.close();

    const stranger = await phoneContext(PHONE_360);
    const { url } = await api<{ url: string }>(
      'POST',
      `/invitations/${invitationId}/co-admins/invites`,
      { role: 'viewer', label: AUNT.name },
    );
    const ofNewcomer = await sweep(stranger, [
      [
        'undangan-pengelola',
        new URL(url).pathname,
        (p) => p.getByTestId('join-invite-summary').waitFor(),
      ],
    ]);
    await stranger.close();
    expect([...ofCouple, ...ofHelper, ...ofNewcomer]).toEqual([]);
  }, 120_000);
});
