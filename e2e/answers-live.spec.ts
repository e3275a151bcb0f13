import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { GuestDto } from '@kabar/shared';
import { seriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { accessTokenFor, signInAs } from './support/session';
import { KEBAYA_ROSE_DEMO } from './support/demo-couples';

const DEMO = KEBAYA_ROSE_DEMO;
const answersUrl = () => `${product.url}/dashboard/invitations/${DEMO.invitationId}/responses`;

let product: RunningProduct;
let browser: Browser;
let token: string;

async function call<T>(method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${product.url}/api/invitations/${DEMO.invitationId}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  token = await accessTokenFor(product, DEMO.couple.user_id);
  const guests: object[] = [
    { name: 'Budi Santoso', side: 'groom', group: 'Teman kantor', invitedCount: 2 },
    { name: 'Siti Aminah', side: 'bride', group: 'Keluarga', invitedCount: 3 },
    { name: 'Mbah Putri', side: 'bride', group: 'Keluarga', invitedCount: 2 },
    { name: 'Dewi Lestari', side: 'groom', group: 'Teman kuliah' },
  ];
  for (const guest of guests) await call('POST', '/guests', guest);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The funnel's caption: "N dari M tamu di daftar sudah menjawab; K akan hadir." */
const funnelCaption = (page: Page) => page.getByText(/tamu di daftar sudah menjawab/);

async function guestAnswers(name: string, people: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${product.url}/${DEMO.slug}?to=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: 'Buka Undangan' }).click();
  const rsvp = page.locator('form[data-form="rsvp"]');
  await rsvp.getByRole('radio', { name: 'Hadir', exact: true }).check();
  await rsvp.getByLabel('Jumlah Tamu').selectOption(people);
  await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
  await rsvp.locator('.notice.ok').waitFor();
  await context.close();
}

describe('the couple’s answers at a glance, live', () => {
  it('updates the charts without a reload when a guest answers and when a guest arrives', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await signInAs(context, product, DEMO.couple);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(answersUrl());
    await page.getByTestId('answer-charts').waitFor();
    await page.locator('[data-testid="live-state"][data-state="live"]').waitFor();
    await expect(funnelCaption(page).textContent()).resolves.toMatch(/^0 dari 4 tamu/);
    expect(await page.getByText('Kedatangan vs perkiraan').count()).toBe(0);
    // A reload would drop this mark.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const attendingBefore = Number(await page.getByTestId('count-attending').textContent());
    const sidebarCount = page.locator('nav[aria-label="Menu dashboard"] [aria-label$=" jawaban"]');
    const answersBefore = Number(await sidebarCount.first().textContent());

    await guestAnswers('Siti Aminah', '3');
    await page.waitForFunction(
      () => /^1 dari 4 tamu/.test(document.querySelector('figcaption p')?.textContent ?? ''),
      undefined,
      { timeout: 5_000 },
    );
    // The totals above come from their own query, refetched on the same event: wait for it too.
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="count-attending"]')?.textContent === expected,
      String(attendingBefore + 1),
      { timeout: 5_000 },
    );
    expect(await page.locator('figure .ct-bar').count()).toBeGreaterThan(0);
    // Issue 33: the sidebar's 'Jawaban Tamu' count moves with the page.
    await page.waitForFunction(
      (expected) =>
        document.querySelector('nav[aria-label="Menu dashboard"] [aria-label$=" jawaban"]')
          ?.textContent === expected,
      String(answersBefore + 1),
      { timeout: 5_000 },
    );

    // The couple marks Siti arrived from another device: the arrivals chart appears live.
    const siti = (await call<{ guests: GuestDto[] }>('GET', '/guests')).guests.find(
      (guest) => guest.name === 'Siti Aminah',
    )!;
    await call('PUT', `/guests/${siti.id}/check-in`, { people: 3 });
    await page.getByText('Kedatangan vs perkiraan').waitFor({ timeout: 5_000 });
    await page.getByText(/^3 dari \d+ orang yang diperkirakan sudah datang/).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    await page.getByText('Lihat tabel').first().click();
    expect(await seriousA11yViolations(page, 'answers desktop')).toEqual([]);
    await keepScreenshot(page, 'answers-live-desktop', { fullPage: true });
    await page.setViewportSize(PHONE);
    await page.getByTestId('answer-charts').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await seriousA11yViolations(page, 'answers phone')).toEqual([]);
    await keepScreenshot(page, 'answers-live-phone', { fullPage: true });
    await keepScreenshot(page.getByTestId('answer-charts'), 'answers-live-phone-charts');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the check-in desk and the couple’s check-in view count an arrival within seconds', async () => {
    const { code } = await call<{ code: string }>('POST', '/checkin-links', { label: 'Meja 1' });
    const helper = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const desk = await helper.newPage();
    await desk.goto(`${product.url}/checkin/${code}`);
    const counter = desk.getByTestId('checkin-counter');
    await counter.waitFor();
    const before = await counter.textContent();
    expect(before).toMatch(/^1 \/ 4 tamu datang/);

    const coupleContext = await browser.newContext({ viewport: PHONE });
    await signInAs(coupleContext, product, DEMO.couple);
    const view = await coupleContext.newPage();
    await view.goto(`${product.url}/dashboard/invitations/${DEMO.invitationId}/guests/check-in`);
    const expected = view.getByTestId('expected-arrivals');
    await expected.waitFor();
    expect(await expected.textContent()).toMatch(/^3 dari \d+ orang/);
    // The desk counts the answers' expected headcount the way the couple's view does.
    const expectedPeople = (await expected.textContent())!.match(/^3 dari ([\d.]+) orang/)![1];
    expect(await desk.getByTestId('checkin-expected').textContent()).toMatch(
      new RegExp(`^Menurut RSVP, ${expectedPeople} orang akan hadir`),
    );
    // Let the streams open before the arrival is recorded.
    await desk.waitForTimeout(500);

    const budi = (await call<{ guests: GuestDto[] }>('GET', '/guests')).guests.find(
      (guest) => guest.name === 'Budi Santoso',
    )!;
    await call('PUT', `/guests/${budi.id}/check-in`, { people: 2 });
    // Both pages poll only once a minute: only the streams bring these within five seconds.
    await desk.getByText(/^2 \/ 4 tamu datang/).waitFor({ timeout: 5_000 });
    await view.getByText(/^5 dari \d+ orang/).waitFor({ timeout: 5_000 });
    await view.getByTestId('arrived-guests').getByText('2', { exact: false }).waitFor();
    expect(await seriousA11yViolations(view, 'couple check-in phone')).toEqual([]);
    await keepScreenshot(desk, 'answers-live-desk-phone');
    await keepScreenshot(view, 'answers-live-couple-checkin-phone');
    await view.setViewportSize(DESKTOP);
    await keepScreenshot(view, 'answers-live-couple-checkin-desktop');
    await helper.close();
    await coupleContext.close();
  });
});
