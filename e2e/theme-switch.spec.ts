import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import type { RunningProduct } from './support/product';
import {
  insertPublishedInvitation,
  seededUser,
  startProductWithUsers,
  type SeededUser,
} from './support/seeded-users';
import { signInAs } from './support/session';

const COUPLES = [
  {
    label: 'desktop',
    viewport: DESKTOP,
    user: seededUser(0x5e01, 'Rina Desktop'),
    slug: 'rina-budi-tema-1280',
  },
  {
    label: 'phone',
    viewport: PHONE,
    user: seededUser(0x5e02, 'Rina Ponsel'),
    slug: 'rina-budi-tema-390',
  },
];

/** Everything a couple typed on a free theme: the switch must keep all of it. */
const CONTENT = {
  brideName: 'Rina Lestari',
  brideFather: 'Bapak Harun',
  brideMother: 'Ibu Sari',
  groomName: 'Budi Santoso',
  groomFather: 'Bapak Joko',
  groomMother: 'Ibu Wati',
  tanggal_acara_ibadah_pernikahan: '2027-08-17',
  waktu_mulai_ibadah_pernikahan: '08:00',
  waktu_selesai_ibadah_pernikahan: '10:00',
  zona_waktu_ibadah_pernikahan: 'WIB',
  nama_lokasi_ibadah_pernikahan: 'Masjid Agung',
  alamat_acara_ibadah_pernikahan: 'Jl. Merdeka 1, Bandung',
};

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProductWithUsers(
      COUPLES.map((c) => c.user),
      async (sql) => {
        for (const { user, slug } of COUPLES) {
          const invitationId = await insertPublishedInvitation(sql, {
            userId: user.user_id,
            slug,
            content: { ...CONTENT, invitation_slug: slug },
          });
          await sql.query(
            `insert into guests (invitation_id, name, side, token)
             values ($1, 'Paman Joko', 'groom', $2)`,
            [invitationId, `switch-${slug}`],
          );
          await sql.query(
            `insert into rsvps (invitation_id, name, name_key, attendance, guests)
             values ($1, 'Tante Wati', 'tante wati', 'hadir', 2)`,
            [invitationId],
          );
        }
      },
    ),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function api<T>(token: string, url: string): Promise<T> {
  const res = await fetch(`${product.url}/api${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function buyVip(page: Page): Promise<void> {
  await page.goto(`${product.url}/checkout?plan=vip`);
  await page.getByRole('button', { name: 'Gunakan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Masukkan Voucher' });
  await dialog.getByLabel('Kode Voucher').fill('DISKON30');
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('BCA', { exact: true }).click();
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  await page.waitForURL(/\/pay\/KBR-/);
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await page.getByRole('heading', { name: 'Pembayaran berhasil!' }).waitFor();
}

describe.each(COUPLES)('switching the look at $label width', ({ label, viewport, user, slug }) => {
  it('buys VIP, switches to a VIP theme from Atur Tema and keeps link, guests and answers', async () => {
    const context = await browser.newContext({ viewport });
    const token = await signInAs(context, product, user as SeededUser);
    const page = await context.newPage();
    const before = await (await fetch(`${product.url}/${slug}`)).text();
    expect(before).toMatch(/<html lang="id" class="d-sekar/);
    const [own] = await api<{ id: string }[]>(token, '/invitations');
    const invitationId = own!.id;

    await buyVip(page);
    await page.goto(`${product.url}/dashboard/set-theme`);
    await page.getByRole('button', { name: 'Pakai Tema: Keraton Emas' }).click();
    const confirm = page.getByRole('dialog', { name: 'Pakai tema Keraton Emas?' });
    await confirm.getByText('tamu langsung melihat tampilan baru', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page, 'ganti tema')).toEqual([]);
    await keepScreenshot(page, `theme-switch-confirm-${label}`);
    await confirm.getByRole('button', { name: 'Ganti Tema' }).click();
    await page.getByText('Undanganmu sekarang memakai tema Keraton Emas.').waitFor();
    await page.getByRole('link', { name: 'Edit Undangan: Keraton Emas' }).waitFor();
    await keepScreenshot(page, `theme-switch-done-${label}`, { fullPage: true });

    // Same link, new look, nothing retyped; still published; guests and answers where they were.
    const after = await (await fetch(`${product.url}/${slug}`)).text();
    expect(after).toMatch(/<html lang="id" class="d-purnama/);
    expect(after).toContain('Rina');
    expect(after).toContain('Masjid Agung');
    const [switched] = await api<{ id: string; theme_id: number; status: string; slug: string }[]>(
      token,
      '/invitations',
    );
    expect(switched).toMatchObject({ id: invitationId, status: 'published', slug });
    const list = await api<{ guests: { name: string }[] }>(
      token,
      `/invitations/${invitationId}/guests`,
    );
    expect(list.guests.map((g) => g.name)).toEqual(['Paman Joko']);
    const answers = await api<{ rsvps: { name: string }[] }>(
      token,
      `/invitations/${invitationId}/responses`,
    );
    expect(answers.rsvps.map((r) => r.name)).toEqual(['Tante Wati']);

    // The wizard for the new look opens with everything filled in.
    await page.getByRole('link', { name: 'Edit Undangan: Keraton Emas' }).click();
    await page.getByRole('heading', { name: 'Silahkan isi data diri anda' }).waitFor();
    expect(await page.locator('#field-brideName').inputValue()).toBe('Rina Lestari');

    // The live preview redraws the invitation as the couple types, beside the form or one tap away.
    await page.locator('#field-brideName').fill('Rina Kartika');
    if (label === 'phone')
      await page.getByRole('button', { name: 'Pratinjau', exact: true }).click();
    const frame = page.frameLocator(
      label === 'phone' ? 'dialog iframe[title="Pratinjau undangan"]' : 'aside iframe',
    );
    await frame.getByText('Rina Kartika').first().waitFor({ timeout: 15_000 });
    await keepScreenshot(page, `live-preview-${label}`);
    if (label === 'phone') {
      await page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
    }

    // From Atur Tema, another theme with the couple's own content.
    await page.goto(`${product.url}/dashboard/set-theme`);
    await page.getByRole('button', { name: 'Lihat Melati Putih dengan isi undanganku' }).click();
    await page
      .frameLocator('dialog iframe')
      .getByText('Masjid Agung')
      .first()
      .waitFor({ timeout: 15_000 });
    await context.close();
  }, 180_000);
});
