import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { EventDto, EventsPage, GuestDto, GuestEvents } from '@kabar/shared';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { KEBAYA_ROSE_DEMO } from './support/demo-couples';
import { startProduct, type RunningProduct } from './support/product';
import { accessTokenFor, signInAs } from './support/session';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';

/**
 * Issue 27's "Done when": a couple splits the reception into two sessions and adds an ngunduh
 * mantu, invites two guests to different sessions through the guest form; each personal link at
 * 390 px shows only that guest's events and session time; one answers per event, and the couple's
 * answers page shows it per event and session, at 1280 and 390 px, and the digest email the
 * couple asked for "at once" tells of it, read from a real SMTP server. The couple then records
 * the other guest's answer by hand. One product for the file.
 */
const DEMO = KEBAYA_ROSE_DEMO;
const dashboard = (path: string) =>
  `${product.url}/dashboard/invitations/${DEMO.invitationId}${path}`;

let product: RunningProduct;
let browser: Browser;
let inbox: SmtpInbox;
let token: string;

async function api<T>(path: string, method = 'GET', body?: object): Promise<T> {
  const res = await fetch(`${product.url}/api/invitations/${DEMO.invitationId}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** "11:00" plus minutes, as a time field takes it. */
function later(time: string, minutes: number): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const total = hour * 60 + minute + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

async function noSideways(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

async function couplePage(viewport: typeof DESKTOP) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await signInAs(context, product, DEMO.couple);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  [product, browser] = await Promise.all([startProduct({ SMTP_URL: inbox.url }), launchBrowser()]);
  token = await accessTokenFor(product, DEMO.couple.user_id);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await inbox?.close();
});

describe('events and sessions, from the couple’s screen to each guest’s link (issue 27)', () => {
  let ceremony: EventDto;
  let reception: EventDto;
  const ngunduh = 'Ngunduh Mantu';

  it('the couple adds an ngunduh mantu and splits the reception into two sessions', async () => {
    const { context, page, errors } = await couplePage(DESKTOP);
    await page.goto(dashboard('/guests/acara'));
    await page.getByRole('heading', { name: 'Acara & Sesi' }).waitFor();
    const before = await api<EventsPage>('/events');
    ceremony = before.events.find((event) => event.specKey === 'ibadah')!;
    reception = before.events.find((event) => event.specKey === 'resepsi')!;
    expect(reception.active).toBe(true);

    await page.getByRole('button', { name: 'Tambah Acara' }).click();
    const form = page.getByRole('dialog', { name: 'Tambah Acara' });
    await form.getByRole('button', { name: 'Simpan Acara' }).click();
    await form.getByText('Nama acara wajib diisi').waitFor();
    await form.getByLabel('Nama acara').fill(ngunduh);
    await form.getByLabel('Tanggal').fill(reception.date.replace(/^(\d{4})/, (y) => `${+y + 1}`));
    await form.getByLabel('Mulai').fill('10:00');
    await form.getByLabel('Selesai').fill('13:00');
    await form.getByLabel('Nama lokasi').fill('Rumah Keluarga Pria, Klaten');
    await form.getByLabel('Tampil di link umum undangan').uncheck();
    await keepScreenshot(form, 'events-event-form-desktop');
    await form.getByRole('button', { name: 'Simpan Acara' }).click();
    await page.getByRole('article', { name: ngunduh }).getByText('Hanya tamu diundang').waitFor();

    const card = page.getByRole('article', { name: reception.title });
    await card.getByRole('button', { name: 'Bagi Sesi' }).click();
    const sessions = page.getByRole('dialog', { name: `Sesi ${reception.title}` });
    const end = reception.endTime ?? later(reception.startTime, 180);
    const middle = later(reception.startTime, 90);
    await sessions.getByRole('button', { name: 'Tambah Sesi' }).click();
    await sessions.getByLabel('Selesai').nth(0).fill(later(middle, 30));
    await sessions.getByRole('button', { name: 'Tambah Sesi' }).click();
    await sessions.getByLabel('Mulai').nth(1).fill(middle);
    await sessions.getByLabel('Selesai').nth(1).fill(end);
    await sessions.getByRole('button', { name: 'Simpan Sesi' }).click();
    // Rule 8 of the issue: overlapping sessions get a clear message and nothing is saved.
    await sessions.getByText('Waktu Sesi 1 dan Sesi 2 bertabrakan').waitFor();
    await keepScreenshot(sessions, 'events-sessions-dialog-desktop');
    const unsplit = (await api<EventsPage>('/events')).events.find((e) => e.id === reception.id);
    expect(unsplit?.sessions).toEqual([]);
    await sessions.getByLabel('Selesai').nth(0).fill(middle);
    await sessions.getByLabel('Kapasitas (orang)').nth(0).fill('50');
    await sessions.getByRole('button', { name: 'Simpan Sesi' }).click();
    await card.getByText(/^Sesi 1 · /).waitFor();
    await card.getByText(/^Sesi 2 · /).waitFor();
    await keepScreenshot(page, 'events-editor-desktop', { fullPage: true });

    const after = await api<EventsPage>('/events');
    reception = after.events.find((event) => event.id === reception.id)!;
    expect(reception.sessions.map((s) => [s.title, s.startTime, s.endTime, s.capacity])).toEqual([
      ['Sesi 1', reception.startTime, middle, 50],
      ['Sesi 2', middle, end, null],
    ]);
    expect(after.events.find((event) => event.title === ngunduh)?.isPublic).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the couple verifies their email from the mail it sends and asks for the digest at once', async () => {
    // The digest goes only to a verified address (docs/security.md #66); demo couples have none.
    const resend = await fetch(`${product.url}/api/auth/verify-email/resend`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resend.status).toBe(200);
    const mail = await inbox.waitFor(DEMO.couple.email, (text) => text.includes('/verify-email?'));
    const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    const { context, page, errors } = await couplePage(DESKTOP);
    await page.goto(link!);
    await page.getByText('Email berhasil diverifikasi.').waitFor();

    await page.goto(dashboard('/responses'));
    const digest = page.getByRole('region', { name: 'Email ringkasan jawaban' });
    await digest.getByRole('radio', { name: 'Langsung setiap ada jawaban' }).check();
    await digest.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Pengaturan email ringkasan disimpan.').first().waitFor();
    // Each person's own switch, on by default; the address is verified, so no warning.
    await expect(
      digest.getByRole('checkbox', { name: 'Kirim ke email saya' }).isChecked(),
    ).resolves.toBe(true);
    await expect(digest.getByText('belum terverifikasi').count()).resolves.toBe(0);
    expect(await api<{ mode: string }>('/answer-digest')).toMatchObject({ mode: 'instant' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the guest form invites two guests to different events and sessions', async () => {
    const { context, page, errors } = await couplePage(DESKTOP);
    await page.goto(dashboard('/guests'));
    const addGuest = async (
      name: string,
      choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
    ) => {
      await page.getByRole('button', { name: 'Tambah Tamu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tambah Tamu' });
      await dialog.locator('#guest-name').fill(name);
      await dialog.locator('#guest-count').fill('2');
      await dialog.getByRole('checkbox', { name: ngunduh }).waitFor();
      await choose(dialog);
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    // Pak Darmo: the reception's second session and the ngunduh mantu, not the ceremony.
    await addGuest('Pak Darmo', async (dialog) => {
      await dialog.getByRole('checkbox', { name: ceremony.title }).uncheck();
      await dialog.getByLabel(`Sesi ${reception.title}`).selectOption({ index: 1 });
    });
    // Bu Ratna: the ceremony and the reception's first session, not the ngunduh mantu.
    await addGuest('Bu Ratna', async (dialog) => {
      await dialog.getByRole('checkbox', { name: ngunduh }).uncheck();
      await keepScreenshot(dialog, 'events-guest-form-desktop');
    });

    const guests = (await api<{ guests: GuestDto[] }>('/guests')).guests;
    const darmo = guests.find((guest) => guest.name === 'Pak Darmo')!;
    const ratna = guests.find((guest) => guest.name === 'Bu Ratna')!;
    const [sesi1, sesi2] = reception.sessions;
    const invites = async (id: string) =>
      (await api<GuestEvents>(`/guests/${id}/events`)).map((i) => [i.eventId, i.sessionId]);
    const ngunduhId = (await api<EventsPage>('/events')).events.find(
      (e) => e.title === ngunduh,
    )!.id;
    expect(new Set(await invites(darmo.id))).toEqual(
      new Set([
        [reception.id, sesi2!.id],
        [ngunduhId, null],
      ]),
    );
    expect(new Set(await invites(ratna.id))).toEqual(
      new Set([
        [ceremony.id, null],
        [reception.id, sesi1!.id],
      ]),
    );
    expect(errors).toEqual([]);
    await context.close();

    // Each personal link at 390 px: only the guest's events, with their own session's time.
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const guestPage = await phone.newPage();
    const timeOf = (session: { startTime: string; endTime: string }) =>
      `Pukul ${session.startTime.replace(':', '.')} - ${session.endTime.replace(':', '.')}`;

    await guestPage.goto(`${product.url}/${DEMO.slug}?g=${darmo.token}`);
    let text = (await guestPage.locator('body').textContent()) ?? '';
    expect(text).toContain(`Sesi 2: ${timeOf(sesi2!)}`);
    expect(text).toContain(ngunduh);
    expect(text).not.toContain(`Sesi 1: ${timeOf(sesi1!)}`);
    expect(text).not.toContain(ceremony.title);
    await noSideways(guestPage, PHONE.width);

    await guestPage.goto(`${product.url}/${DEMO.slug}?g=${ratna.token}`);
    text = (await guestPage.locator('body').textContent()) ?? '';
    expect(text).toContain(`Sesi 1: ${timeOf(sesi1!)}`);
    expect(text).toContain(ceremony.title);
    expect(text).not.toContain(`Sesi 2: ${timeOf(sesi2!)}`);
    expect(text).not.toContain(ngunduh);

    // Bu Ratna answers per event: not the ceremony, the reception with two people.
    await guestPage.getByRole('link', { name: 'Buka Undangan' }).click();
    const rsvp = guestPage.locator('form[data-form="rsvp"]');
    const akad = rsvp.getByRole('group', { name: ceremony.title });
    const resepsi = rsvp.getByRole('group', { name: reception.title });
    await akad.getByRole('radio', { name: 'Tidak Hadir' }).check();
    await resepsi.getByRole('radio', { name: 'Hadir', exact: true }).check();
    await resepsi.getByLabel('Jumlah Tamu').selectOption('2');
    await rsvp.scrollIntoViewIfNeeded();
    await keepScreenshot(guestPage, 'events-guest-rsvp-phone');
    await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
    const notice = rsvp.locator('[data-notice="rsvp"]');
    await notice.getByText('Jawaban Anda: Hadir, 2 orang.').waitFor();
    await expect(notice.locator('.pass-session').textContent()).resolves.toContain(
      `Sesi 1: ${timeOf(sesi1!)}`,
    );
    await notice.scrollIntoViewIfNeeded();
    await keepScreenshot(guestPage, 'events-guest-pass-phone');
    await noSideways(guestPage, PHONE.width);
    const answered = await api<GuestEvents>(`/guests/${ratna.id}/events`);
    expect(
      Object.fromEntries(
        answered.map((i) => [i.eventId, [i.answer?.attendance, i.answer?.guests]]),
      ),
    ).toEqual({ [ceremony.id]: ['tidak_hadir', 0], [reception.id]: ['hadir', 2] });
    await phone.close();

    // The couple's digest, at once, through the job queue and a real SMTP server.
    const digest = await inbox.waitFor(DEMO.couple.email, (mail) => mail.includes('Bu Ratna'));
    expect(digest).toContain('Bu Ratna: Hadir, 2 orang');
    expect(digest).toContain(`/dashboard/invitations/${DEMO.invitationId}/responses`);
  });

  it('the couple’s answers page shows the answer per event and session, with a CSV per event', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, errors } = await couplePage(viewport);
      // The overview says per invitation what is new; opening its answers reads them.
      await page.goto(`${product.url}/dashboard/responses`);
      await page.getByRole('heading', { name: 'Jawaban tamu undanganmu' }).waitFor();
      const fresh = page.getByTestId('unread-invitation');
      if (viewport === DESKTOP) {
        await expect(fresh.textContent()).resolves.toMatch(/^\d+ jawaban baru/);
        await keepScreenshot(page, 'events-answers-overview-desktop');
      } else {
        await page.getByText('konfirmasi kehadiran').first().waitFor();
        await expect(fresh.count()).resolves.toBe(0);
      }
      await page.goto(dashboard('/responses'));
      const card = page.getByRole('article', { name: reception.title });
      await card.getByRole('heading', { name: reception.title }).waitFor();
      const first = card.getByTestId('session-answers').filter({ hasText: 'Sesi 1' });
      await expect(first.textContent()).resolves.toContain('2 dari 50 kursi terisi');
      const second = card.getByTestId('session-answers').filter({ hasText: 'Sesi 2' });
      await expect(second.textContent()).resolves.toContain('Belum menjawab1');
      const name = viewport === PHONE ? 'phone' : 'desktop';
      await keepScreenshot(
        page.getByRole('region', { name: 'Email ringkasan jawaban' }),
        `events-digest-settings-${name}`,
      );
      await card.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `events-answers-${name}`);
      await noSideways(page, viewport.width);
      if (viewport === DESKTOP) {
        const download = page.waitForEvent('download');
        await card.getByRole('button', { name: `Unduh CSV ${reception.title}` }).click();
        const csv = await readFile((await (await download).path())!, 'utf8');
        expect(csv).toContain('Bu Ratna,Sesi 1,Hadir,2');
        expect(csv).toContain('Pak Darmo,Sesi 2,Belum menjawab,0');
      } else {
        await page.goto(dashboard('/guests/acara'));
        await page.getByRole('article', { name: reception.title }).waitFor();
        await keepScreenshot(page, 'events-editor-phone', { fullPage: true });
        await noSideways(page, viewport.width);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
  it('the couple records a guest’s answer by hand per event: a full session is refused and nothing stored', async () => {
    const darmo = (await api<{ guests: GuestDto[] }>('/guests')).guests.find(
      (guest) => guest.name === 'Pak Darmo',
    )!;
    const events = (await api<EventsPage>('/events')).events;
    const ngunduhEvent = events.find((event) => event.title === ngunduh)!;
    const [sesi1, sesi2] = events.find((event) => event.id === reception.id)!.sessions;
    const sessionsWith = (capacity: number | null) => ({
      sessions: [sesi1!, { ...sesi2!, capacity }].map(
        ({ id, title, startTime, endTime, capacity: seats }) => ({
          id,
          title,
          startTime,
          endTime,
          capacity: seats,
        }),
      ),
    });
    // Sesi 2 holds one person: Pak Darmo's two do not fit.
    await api(`/events/${reception.id}/sessions`, 'PUT', sessionsWith(1));

    const { context, page, errors } = await couplePage(PHONE);
    await page.goto(dashboard('/guests'));
    await page.getByPlaceholder('Cari nama, nomor HP, grup atau catatan').fill('Darmo');
    const row = page.getByTestId('guest-row').filter({ hasText: 'Pak Darmo' });
    await keepScreenshot(row, 'events-hand-answer-row-phone');
    await row.getByRole('button', { name: 'Catat jawaban Pak Darmo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Catat Jawaban' });
    const resepsi = dialog.getByRole('group', { name: reception.title });
    const later = dialog.getByRole('group', { name: ngunduh });
    await resepsi.getByText('Sesi 2 · ').waitFor();
    await expect(resepsi.textContent()).resolves.toContain('0 dari 1 kursi terisi');
    await dialog.getByRole('button', { name: 'Simpan Jawaban' }).click();
    await dialog.getByText('Pilih kehadiran untuk setidaknya satu acara.').waitFor();

    await resepsi.getByRole('radio', { name: 'Hadir', exact: true }).check();
    await resepsi.getByLabel('Jumlah orang').fill('3');
    await later.getByRole('radio', { name: 'Tidak Hadir' }).check();
    await expect(later.getByLabel('Jumlah orang').isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Simpan Jawaban' }).click();
    await resepsi.getByText('Paling banyak 2 orang, sesuai jumlah yang diundang.').waitFor();
    await resepsi.getByLabel('Jumlah orang').fill('2');
    await dialog.getByRole('button', { name: 'Simpan Jawaban' }).click();
    await dialog
      .getByText('Sesi 2 sudah penuh, jadi jawaban belum disimpan.', { exact: false })
      .waitFor();
    await keepScreenshot(page, 'events-hand-answer-phone');
    await noSideways(page, PHONE.width);
    const unanswered = await api<GuestEvents>(`/guests/${darmo.id}/events`);
    expect(unanswered.map((entry) => entry.answer)).toEqual([null, null]);

    // With room again, the same answers are stored, marked as the couple's.
    await api(`/events/${reception.id}/sessions`, 'PUT', sessionsWith(null));
    await dialog.getByRole('button', { name: 'Simpan Jawaban' }).click();
    await page.getByText('Jawaban Pak Darmo disimpan.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const answered = await api<GuestEvents>(`/guests/${darmo.id}/events`);
    expect(
      Object.fromEntries(
        answered.map((i) => [
          i.eventId,
          [i.answer?.attendance, i.answer?.guests, i.answer?.byCouple],
        ]),
      ),
    ).toEqual({
      [reception.id]: ['hadir', 2, true],
      [ngunduhEvent.id]: ['tidak_hadir', 0, true],
    });
    expect(errors).toEqual([]);
    await context.close();

    // At 1280 px, by keyboard: the row's button opens it, arrows move the answer, Escape closes.
    const desk = await couplePage(DESKTOP);
    await desk.page.goto(dashboard('/guests'));
    await desk.page.getByPlaceholder('Cari nama, nomor HP, grup atau catatan').fill('Darmo');
    await desk.page.getByRole('button', { name: 'Catat jawaban Pak Darmo' }).focus();
    await desk.page.keyboard.press('Enter');
    const again = desk.page.getByRole('dialog', { name: 'Catat Jawaban' });
    const group = again.getByRole('group', { name: reception.title });
    await group.getByText(/^Dicatat mempelai /).waitFor();
    await group.getByRole('radio', { name: 'Hadir', exact: true }).focus();
    await desk.page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Tidak Hadir' }).isChecked()).resolves.toBe(true);
    await keepScreenshot(desk.page, 'events-hand-answer-desktop');
    await desk.page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });
});
