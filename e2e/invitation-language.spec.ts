import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { GuestDto } from '@kabar/shared';
import { THEME_CATALOGUE } from '@kabar/themes/catalogue/catalogue';
import { DESIGNS } from '@kabar/themes/catalogue/design-ids';
import { indonesianLeftovers } from '@kabar/themes/test/indonesian-leftovers';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { accessTokenFor, signInAs } from './support/session';

/** The seeded VIP demo (apps/server/src/seed/demo-couples.ts, ninth couple). */
const KERATON = {
  slug: 'demo-keraton-emas',
  invitationId: '00000000-0000-4000-8000-000000000209',
  userId: '00000000-0000-4000-8000-000000000109',
};
/** The seeded after-the-wedding demo (apps/server/src/seed/demo-after-wedding.ts). */
const KENANGAN = { slug: 'demo-kenangan', guestToken: 'demoKenangan0001' };
/**
 * The couple's and guests' own words: names, places, wishes, and the love story, which shows in
 * Indonesian where the couple wrote no English version (the demos of the pool have none).
 */
const OWN_WORDS =
  '.names, .person-name, .ev-venue, .ev-addr, .wish-name, .wish-msg, .pass-name, .to-name, .gift-holder, .story';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The page's markup with the couple's and guests' own words taken out. */
async function interfaceHtml(page: Page): Promise<string> {
  return page.evaluate((selector) => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll(selector)) element.remove();
    return copy.outerHTML;
  }, OWN_WORDS);
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the invitation in English (issue 30)', () => {
  it('shows every design’s demo in English with lang="en", no Indonesian left', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const design of DESIGNS) {
      const slug = `demo-${THEME_CATALOGUE.find((theme) => theme.design === design)!.code}`;
      await page.goto(`${product.url}/${slug}?lang=en`);
      expect(await page.getAttribute('html', 'lang'), slug).toBe('en');
      expect(indonesianLeftovers(await interfaceHtml(page)), slug).toEqual([]);
    }
    await page.close();
  });

  it('reads /demo-keraton-emas?lang=en at 390 and 1280 px and switches back to Indonesian', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${product.url}/${KERATON.slug}?lang=en`);
      await expect(page.locator('.open').textContent()).resolves.toContain('Open Invitation');
      await expect(page.locator('.story').textContent()).resolves.toContain('First Meeting');
      await noOverflow(page);
      await keepScreenshot(page, `invitation-en-cover-${name}`);
      await page.locator('#rsvp').scrollIntoViewIfNeeded();
      await keepScreenshot(page, `invitation-en-rsvp-${name}`);
      await page.close();
    }
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${product.url}/${KERATON.slug}?to=Clara&lang=en`);
    await page.click('.lang-switch');
    await page.waitForURL(/lang=id/);
    expect(await page.getAttribute('html', 'lang')).toBe('id');
    await expect(page.locator('.to-name').textContent()).resolves.toBe('Clara');
    await expect(page.locator('.open').textContent()).resolves.toContain('Buka Undangan');
    await page.close();
  });

  it('opens an English guest’s personal link in English at 390 px and answers in English', async () => {
    const token = await accessTokenFor(product, KERATON.userId);
    const res = await fetch(`${product.url}/api/invitations/${KERATON.invitationId}/guests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Clara Hughes',
        phone: '6281277770030',
        invitedCount: 2,
        language: 'en',
      }),
    });
    expect(res.status).toBe(201);
    const guest = ((await res.json()) as { data: GuestDto }).data;

    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${product.url}/${KERATON.slug}?g=${guest.token}`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect(page.locator('.to-name').textContent()).resolves.toBe('Clara Hughes');
    await expect(page.locator('#kartu-tamu h2').textContent()).resolves.toBe('Guest Pass');
    expect(indonesianLeftovers(await interfaceHtml(page))).toEqual([]);
    // Invited to the ceremony and the reception, the guest answers each (issue 27).
    for (const attending of await page.locator('input[type="radio"][value="hadir"]').all()) {
      await attending.check();
    }
    await page.click('form[data-form="rsvp"] button[type="submit"]');
    await expect(page.locator('[data-notice="rsvp"] .notice').textContent()).resolves.toContain(
      'Thank you, Clara Hughes. Your answer: Attending',
    );
    await noOverflow(page);
    await page.locator('#rsvp').scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'invitation-en-personal-phone');
    await context.close();

    // The couple sends Clara her invitation: WhatsApp opens with the English message (item 4).
    const couple = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await signInAs(couple, product, {
      user_id: KERATON.userId,
      name: 'Laras',
      email: 'keraton@demo.test',
      phone: null,
    });
    await couple.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
    );
    const send = await couple.newPage();
    await send.goto(`${product.url}/dashboard/invitations/${KERATON.invitationId}/guests/send`);
    await send.getByRole('button', { name: 'Clara Hughes', exact: true }).click();
    const current = send.getByTestId('send-current');
    await current.locator('h2', { hasText: 'Clara Hughes' }).waitFor();
    await expect(current.textContent()).resolves.toContain('Pesan dalam Bahasa Inggris');
    const [popup] = await Promise.all([
      send.waitForEvent('popup'),
      send.getByRole('link', { name: 'Kirim lewat WhatsApp' }).click(),
    ]);
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281277770030');
    const text = url.searchParams.get('text')!;
    expect(text).toMatch(/^Dear Clara Hughes,/);
    expect(text).toContain('on Saturday, 10 July 2027.');
    expect(text).toContain(`${product.url}/${KERATON.slug}?g=${guest.token}`);
    expect(text).not.toMatch(/Kepada|undangan|Sabtu/);
    await popup.close();
    // The couple sees the English words next to the Indonesian ones and may change them.
    await send.getByText('Ubah template undangan (Bahasa Inggris)').click();
    const english = send.locator('#template-inviteTemplateEn');
    await expect(english.inputValue()).resolves.toContain('Dear {nama},');
    await english.scrollIntoViewIfNeeded();
    await noOverflow(send);
    await keepScreenshot(send, 'send-template-en-phone');
    await couple.close();
  });

  it('shows the after-wedding page and the album upload in English at 390 px', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${product.url}/${KENANGAN.slug}?g=${KENANGAN.guestToken}&lang=en`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect(page.locator('.mine h2').textContent()).resolves.toBe(
      'Memories from Budi Santoso',
    );
    // The couple's note, names and the guests' wishes are their own words.
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      for (const own of copy.querySelectorAll('.note, .wish, h1, title')) own.remove();
      return copy.outerHTML;
    });
    expect(indonesianLeftovers(html)).toEqual([]);
    await noOverflow(page);
    await keepScreenshot(page, 'after-wedding-en-phone', { fullPage: true });

    await page.click('a.cta[href*="/unggah"]');
    await page.waitForURL(/\/album\/demo-kenangan\/unggah\?g=demoKenangan0001&lang=en/);
    await page.getByRole('heading', { name: 'Send Photos to the Couple' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(indonesianLeftovers(await page.content())).toEqual([]);
    await noOverflow(page);
    await keepScreenshot(page, 'album-upload-en-phone');
    await context.close();
  });
});
