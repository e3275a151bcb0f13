import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { startProductWithInvitation, type GuestsProduct } from './support/guests-fixtures';
import { signInAs } from './support/session';

/**
 * Issues 27 and 28 at scale: 500 guests put in a session, made VIP and seated from the bulk edit;
 * the import preview knowing the couple's category names and events; the desk warning a guest of
 * another session; the control room per session; a dashboard check-in greeted on the TV.
 */
let product: GuestsProduct;
let browser: Browser;
let phone: BrowserContext;
let desktop: BrowserContext;
let token = '';
let base = '';
let sesi1 = '';
let sesi2 = '';

interface EventsPage {
  events: {
    id: string;
    title: string;
    sessions: { id: string; title: string; invited: number }[];
  }[];
}
interface Guest {
  id: string;
  name: string;
  category: string;
  table: string;
  side: string | null;
  language: string;
}

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
const guests = async () => (await api<{ guests: Guest[] }>('GET', `${base}/guests`)).guests;
const sessionInvited = async (id: string) =>
  (await api<EventsPage>('GET', `${base}/events`)).events
    .flatMap((event) => event.sessions)
    .find((session) => session.id === id)!.invited;
const overflows = (page: Page, width: number) =>
  page.evaluate((w) => document.documentElement.scrollWidth > w, width);

beforeAll(async () => {
  [product, browser] = await Promise.all([startProductWithInvitation(), launchBrowser()]);
  phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  desktop = await browser.newContext({ viewport: DESKTOP });
  token = await signInAs(phone, product);
  await signInAs(desktop, product);
  base = `/invitations/${product.invitationId}`;
  // A reception of the couple's own, split in two sessions, and 500 guests from a spreadsheet.
  const page = await api<EventsPage>('POST', `${base}/events`, {
    title: 'Resepsi Gedung',
    date: '2026-09-12',
    startTime: '11:00',
    endTime: '15:00',
    timeZone: 'WIB',
  });
  const resepsi = page.events.find((event) => event.title === 'Resepsi Gedung')!;
  const split = await api<EventsPage>('PUT', `${base}/events/${resepsi.id}/sessions`, {
    sessions: [
      { title: 'Sesi 1', startTime: '11:00', endTime: '13:00', capacity: null },
      { title: 'Sesi 2', startTime: '13:00', endTime: '15:00', capacity: null },
    ],
  });
  [sesi1, sesi2] = split.events.find((e) => e.id === resepsi.id)!.sessions.map((s) => s.id) as [
    string,
    string,
  ];
  const rows = Array.from({ length: 500 }, (_, i) => ({
    line: i + 2,
    name: `Tamu ${String(i + 1).padStart(3, '0')}`,
    phone: `0812${String(10_000_000 + i)}`,
    side: i % 2 ? 'Wanita' : 'Pria',
    group: i % 5 ? 'Kantor' : 'Keluarga',
    invitedCount: '1',
    notes: '',
    category: '',
    table: '',
    events: '',
  }));
  const saved = await api<{ created: number }>('POST', `${base}/guests/import`, { rows });
  expect(saved.created).toBe(500);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('the guest list at scale (issues 27 and 28)', () => {
  it('moves 250 guests to Sesi 2, makes them VIP and seats three, on a phone', async () => {
    expect(await sessionInvited(sesi1)).toBe(500);
    const page = await phone.newPage();
    await page.goto(`${product.url}/dashboard${base}/guests`);
    await page.getByRole('link', { name: 'Ubah Banyak Tamu' }).click();
    await page.getByTestId('bulk-list').waitFor();
    await keepScreenshot(page, 'guestlist-bulk-top-phone');

    // The groom's side, every match at once, to Sesi 2.
    await page.getByTestId('guest-side-filter').selectOption('groom');
    await page.getByTestId('bulk-select-all').check();
    expect(await page.getByTestId('bulk-chosen').textContent()).toBe('250 dipilih');
    await page.getByTestId('bulk-event').selectOption({ label: 'Resepsi Gedung' });
    await page.getByTestId('bulk-session').selectOption(sesi2);
    const started = Date.now();
    await page.getByTestId('bulk-apply').click();
    await page.getByText('250 tamu diperbarui.').waitFor({ timeout: 15_000 });
    const took = Date.now() - started;
    // Done, the choice is cleared so nothing is applied twice by a second press.
    await page.getByTestId('bulk-chosen').getByText('0 dipilih', { exact: true }).waitFor();
    console.log(`bulk edit: 250 of 500 guests to Sesi 2 in ${took} ms`);
    expect(await sessionInvited(sesi2)).toBe(250);
    expect(await sessionInvited(sesi1)).toBe(250);
    await page
      .getByTestId('bulk-row-events')
      .first()
      .getByText('Resepsi Gedung (Sesi 2)')
      .waitFor();

    // Everyone in Sesi 2 becomes VIP, filtered by the session this time.
    await page.getByTestId('guest-side-filter').selectOption('');
    await page.getByTestId('bulk-event-filter').selectOption(`s:${sesi2}`);
    await page.getByTestId('bulk-select-all').check();
    await page.getByTestId('bulk-action').selectOption('category');
    await page.getByTestId('bulk-category').selectOption('vip');
    await page.getByTestId('bulk-apply').click();
    await page
      .getByTestId('bulk-chosen')
      .getByText('0 dipilih', { exact: true })
      .waitFor({ timeout: 15_000 });

    // Three ticked by hand get a table.
    await page.getByTestId('guest-search').fill('Tamu 00');
    for (const name of ['Tamu 001', 'Tamu 003', 'Tamu 005']) {
      await page.getByRole('checkbox', { name: `Pilih ${name}` }).check();
    }
    expect(await page.getByTestId('bulk-chosen').textContent()).toBe('3 dipilih');
    await page.getByTestId('bulk-action').selectOption('table');
    await page.getByTestId('bulk-table').fill('Meja 7');
    await page.getByRole('checkbox', { name: 'Pilih Tamu 001' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'guestlist-bulk-phone');
    expect(await overflows(page, PHONE.width)).toBe(false);
    await page.getByTestId('bulk-apply').click();
    await page.getByText('3 tamu diperbarui.').waitFor({ timeout: 15_000 });

    // Two of them read English: their links and WhatsApp messages follow (issue 30).
    await page.getByTestId('bulk-chosen').getByText('0 dipilih', { exact: true }).waitFor();
    for (const name of ['Tamu 001', 'Tamu 005']) {
      await page.getByRole('checkbox', { name: `Pilih ${name}` }).check();
    }
    await page.getByTestId('bulk-action').selectOption('language');
    await page.getByTestId('bulk-language').selectOption('en');
    await keepScreenshot(page, 'guestlist-bulk-language-phone');
    expect(await overflows(page, PHONE.width)).toBe(false);
    await page.getByTestId('bulk-apply').click();
    await page.getByText('2 tamu diperbarui.').waitFor({ timeout: 15_000 });

    const list = await guests();
    expect(
      list
        .filter((guest) => guest.language === 'en')
        .map((guest) => guest.name)
        .sort(),
    ).toEqual(['Tamu 001', 'Tamu 005']);
    expect(list.filter((guest) => guest.category === 'vip')).toHaveLength(250);
    expect(list.filter((guest) => guest.side === 'groom' && guest.category !== 'vip')).toEqual([]);
    expect(
      list
        .filter((guest) => guest.table === 'Meja 7')
        .map((guest) => guest.name)
        .sort(),
    ).toEqual(['Tamu 001', 'Tamu 003', 'Tamu 005']);

    const wide = await desktop.newPage();
    await wide.goto(`${product.url}/dashboard${base}/guests/bulk`);
    await wide.getByTestId('bulk-list').waitFor();
    await wide.getByTestId('bulk-event-filter').selectOption(`s:${sesi2}`);
    await wide.getByRole('checkbox', { name: 'Pilih Tamu 001' }).check();
    await keepScreenshot(wide, 'guestlist-bulk-desktop');
    expect(await overflows(wide, DESKTOP.width)).toBe(false);
    await wide.close();
    await page.close();
  }, 120_000);

  it('previews an import with the couple’s category names and the Acara column', async () => {
    await api('PUT', `${base}/door-settings`, {
      categoryLabels: { vvip: 'Keluarga Inti', vip: 'Tamu Kehormatan', reguler: 'Undangan' },
      souvenirStock: null,
    });
    const page = await phone.newPage();
    await page.goto(`${product.url}/dashboard${base}/guests/import`);
    await page
      .getByLabel('Tempel daftar tamu')
      .fill(
        [
          'Nama,HP,Kategori,Acara',
          'Pak RT,081299990001,Keluarga Inti,Resepsi Gedung (Sesi 2)',
          'Bu RW,081299990002,Tamu Kehormatan,Pengajian',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Lihat Pratinjau' }).click();
    const counts = page.getByTestId('import-counts');
    await counts.getByText('1 baru').waitFor();
    await counts.getByText('1 bermasalah').waitFor();
    await page.getByText('Acara "Pengajian" tidak dikenal').first().waitFor();
    await keepScreenshot(page, 'guestlist-import-phone', { fullPage: true });
    expect(await overflows(page, PHONE.width)).toBe(false);
    await page.getByRole('button', { name: 'Simpan 1 baris' }).click();
    await page.getByTestId('guest-list').waitFor();
    const rt = (await guests()).find((guest) => guest.name === 'Pak RT')!;
    expect(rt.category).toBe('vvip');
    const invites = await api<Record<string, [string, string | null][]>>(
      'GET',
      `${base}/guest-events`,
    );
    expect(invites[rt.id]!.some(([, session]) => session === sesi2)).toBe(true);

    const wide = await desktop.newPage();
    await wide.goto(`${product.url}/dashboard${base}/guests/import`);
    await wide.getByLabel('Tempel daftar tamu').fill('Nama,Kategori\nBu Lurah,Tamu Kehormatan');
    await wide.getByRole('button', { name: 'Lihat Pratinjau' }).click();
    await wide.getByTestId('import-counts').getByText('1 baru').waitFor();
    await keepScreenshot(wide, 'guestlist-import-desktop');
    expect(await overflows(wide, DESKTOP.width)).toBe(false);
    await wide.close();
    await page.close();
  }, 60_000);

  it('warns at the desk of another session, counts per session, and greets a dashboard check-in', async () => {
    const desk = await api<{ code: string }>('POST', `${base}/checkin-links`, { label: 'Pintu' });
    const screen = await api<{ code: string }>('POST', `${base}/screen-links`, { label: 'TV' });
    const tv = await browser.newPage({ viewport: DESKTOP });
    await tv.goto(`${product.url}/layar/${screen.code}`);
    await tv.getByTestId('greeting-screen').waitFor();

    // The desk lets Sesi 1 in; Tamu 001 (groom's side) was moved to Sesi 2.
    const door = await phone.newPage();
    await door.goto(`${product.url}/checkin/${desk.code}`);
    await door.getByTestId('checkin-counter').waitFor();
    await door.getByTestId('door-session').selectOption(sesi1);
    await door.getByRole('searchbox', { name: 'Cari nama tamu' }).fill('Tamu 001');
    await door.getByTestId('checkin-search-results').getByRole('button').first().click();
    const sheet = door.getByRole('dialog', { name: 'Tamu 001' });
    expect(await sheet.getByTestId('guest-session').textContent()).toContain(
      'Resepsi Gedung · Sesi 2, 13.00–15.00 WIB',
    );
    expect(await sheet.getByTestId('session-warning').textContent()).toContain('bukan Sesi 1');
    await keepScreenshot(door, 'guestlist-desk-session-phone');
    expect(await overflows(door, PHONE.width)).toBe(false);
    // Warned, not refused.
    await sheet.getByRole('button', { name: 'Catat Kedatangan' }).click();
    await door.getByText('Tamu 001 dicatat datang (1 orang).').waitFor();

    // The couple checks Tamu 002 (bride's side, Sesi 1) in from the dashboard: the TV greets them.
    const dash = await desktop.newPage();
    await dash.goto(`${product.url}/dashboard${base}/guests/check-in`);
    await dash.getByRole('searchbox', { name: 'Cari nama tamu' }).fill('Tamu 002');
    await dash.getByRole('button', { name: 'Datang', exact: true }).first().click();
    // After Tamu 001's greeting has had its few seconds on screen.
    await tv.getByTestId('greeting-name').filter({ hasText: 'Tamu 002' }).waitFor({
      timeout: 15_000,
    });
    await keepScreenshot(tv, 'guestlist-greeting-dashboard-desktop');

    // The control room counts each session.
    const room = await phone.newPage();
    await room.goto(`${product.url}/dashboard${base}/guests/hari-h`);
    const sessions = room.getByTestId('room-sessions');
    await sessions.getByText('1 dari 250 tamu datang').first().waitFor();
    expect(await sessions.locator('li').count()).toBe(2);
    await sessions.scrollIntoViewIfNeeded();
    await keepScreenshot(room, 'guestlist-control-room-phone');
    expect(await overflows(room, PHONE.width)).toBe(false);
    await dash.goto(`${product.url}/dashboard${base}/guests/hari-h`);
    await dash.getByTestId('room-sessions').waitFor();
    await keepScreenshot(dash, 'guestlist-control-room-desktop');
    expect(await overflows(dash, DESKTOP.width)).toBe(false);
  }, 90_000);
});
