import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import type { RunningProduct } from './support/product';
import { seededUser, startProductWithUsers, type Sql } from './support/seeded-users';
import { signInAs } from './support/session';

// Basic couples (one per width, so one test's order never meets another's) with the gallery
// switched off; a VIP couple who changed their link.
const COUPLES = {
  desktop: seededUser(0x5e01, 'Pasangan Urutan Desktop'),
  phone: seededUser(0x5e02, 'Pasangan Urutan Ponsel'),
  moved: seededUser(0x5e03, 'Pasangan Pindah Link'),
};
const OLD_SLUG = 'sinta-joko-lama';
const NEW_SLUG = 'sinta-joko-baru';
const invitationIds: Record<string, string> = {};

let product: RunningProduct;
let browser: Browser;

/** A published copy of a VIP demo couple's complete invitation, on Kebaya Rose; answers its id. */
async function copyOfVipDemo(
  sql: Sql,
  userId: string,
  slug: string,
  content: Record<string, unknown> = {},
): Promise<string> {
  const { rows } = await sql.query<{ id: string }>(
    `insert into invitations (user_id, theme_id, slug, status, published_at, content, photos)
     select $1, (select id from themes where code = 'kebaya-rose'), $2, 'published', now(),
            demo.content || $3::jsonb, demo.photos
     from invitations demo join users couple on couple.id = demo.user_id
     where demo.slug like 'demo-%' and couple.plan = 'vip'
     order by demo.slug limit 1
     returning id`,
    [userId, slug, JSON.stringify({ ...content, invitation_slug: slug })],
  );
  return rows[0]!.id;
}

async function prepare(sql: Sql) {
  for (const label of ['desktop', 'phone'] as const) {
    invitationIds[label] = await copyOfVipDemo(sql, COUPLES[label].user_id, `urutan-${label}`, {
      gallery_enabled: false,
    });
  }
  await sql.query(`update users set plan = 'vip' where id = $1`, [COUPLES.moved.user_id]);
  const moved = await copyOfVipDemo(sql, COUPLES.moved.user_id, NEW_SLUG);
  await sql.query(`insert into invitation_slug_history (slug, invitation_id) values ($1, $2)`, [
    OLD_SLUG,
    moved,
  ]);
}

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProductWithUsers(Object.values(COUPLES), prepare),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const listed = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('[data-section]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-section')!));

describe.each([
  { label: 'desktop' as const, viewport: DESKTOP },
  { label: 'phone' as const, viewport: PHONE },
])('the section order at $label width', ({ label, viewport }) => {
  it('lists what the invitation shows, says why the rest is hidden, and the page follows', async () => {
    const context = await browser.newContext({ viewport });
    await signInAs(context, product, COUPLES[label]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const id = invitationIds[label]!;

    await page.goto(`${product.url}/dashboard/adjust-form?invitation=${id}`);
    await page.getByRole('heading', { name: 'Atur Sesuai Keinginan Anda' }).waitFor();
    const items = () =>
      page
        .getByTestId('section-item')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-section')!));
    await page.getByTestId('section-item').first().waitFor();
    // Basic plan, gallery off: the guest book is its own item; nothing hidden can be dragged.
    expect(await items()).toEqual(['couple', 'ceremony', 'reception', 'guest_book']);
    expect(await listed(page, 'hidden-sections')).toEqual([
      'gallery',
      'countdown',
      'location',
      'digital_envelope',
      'rsvp',
    ]);
    const note = page.getByTestId('hidden-sections');
    await note
      .getByText('Dimatikan. Nyalakan di langkah 3, bagian Penyesuaian Terakhir.')
      .waitFor();
    expect(await note.getByText('Butuh paket Premium.').count()).toBe(3);
    expect(await note.getByText('Butuh paket VIP.').count()).toBe(1);
    expect(await note.getByRole('link', { name: 'Lihat paket' }).getAttribute('href')).toBe(
      '/dashboard/packet',
    );
    expect(await seriousA11yViolations(page, `adjust-form-${label}`)).toEqual([]);
    await keepScreenshot(page, `section-order-${label}`, { fullPage: true });

    // The guest book to the top from the keyboard.
    await page.getByRole('button', { name: 'Pindahkan Ucapan & Doa' }).focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step += 1) {
      await page.waitForTimeout(150);
      await page.keyboard.press('ArrowUp');
    }
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    expect(await items()).toEqual(['guest_book', 'couple', 'ceremony', 'reception']);
    await page.getByRole('button', { name: 'Selesai' }).click();
    await page.waitForURL(/\/dashboard\/set-theme$/);

    // Stored whole: the hidden sections stay behind the reception they followed.
    const stored = await page.evaluate(async (invitationId) => {
      const res = await fetch(`/api/invitations/${invitationId}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('api_token')}` },
      });
      return ((await res.json()) as { data: { section_order: string[] } }).data.section_order;
    }, id);
    expect(stored).toEqual([
      'guest_book',
      'couple',
      'ceremony',
      'reception',
      'gallery',
      'countdown',
      'location',
      'digital_envelope',
      'rsvp',
    ]);

    // The guests' page shows the guest book where the couple put it.
    await page.goto(`${product.url}/urutan-${label}`);
    const sections = await page
      .locator('[data-section]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section')!));
    expect(sections[0]).toBe('guest_book');
    expect(sections).not.toContain('rsvp');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a link the couple changed', () => {
  it('takes the guest, name and all, to the current link', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const res = await page.goto(`${product.url}/${OLD_SLUG}?to=Budi%20Santoso`);
    expect(page.url()).toBe(`${product.url}/${NEW_SLUG}?to=Budi%20Santoso`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('.to-name').first().textContent()).toBe('Budi Santoso');
    await context.close();
  });
});
