import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wibHour, type AnswerDigestView, type EventsPage, type UnreadAnswers } from '@kabar/shared';
import { uniqueIp } from '../../test/auth-helpers';
import { eventually, useSmtpCapture } from '../../test/payment-test-support';
import { useTestApp } from '../../test/test-app';
import { createTestInvitation } from '../../test/test-invitations';
import { authHeaders, createTestMember, createTestUser } from '../../test/test-users';
import { guests } from '../guests/guests.schema';
import { users } from '../users/users.schema';
import { digestJobs } from './digest-jobs';

/** A real SMTP server; each address's first attempt is refused, as a greylisting server does. */
const env: Record<string, string> = {};
const attempts = new Map<string, number>();
const received = useSmtpCapture(env, { greylist: attempts });

/** Quoted-printable soft breaks and escapes undone, enough to read names and labels back. */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const ctx = useTestApp({ env });

/** Waits for the queue to deliver (a retry after the greylisting takes a few seconds). */
const until = (check: () => boolean) => eventually(() => expect(check()).toBe(true), 20_000);

const mailsTo = (email: string) =>
  received.filter((mail) => mail.to.includes(email)).map((mail) => ({ text: readable(mail.raw) }));
const saw = (email: string, text: string) =>
  mailsTo(email).some((mail) => mail.text.includes(text));

/** A couple and an editor, both at verified addresses that take mail at the first attempt. */
async function coupleAndEditor() {
  const db = ctx.database.db;
  const owner = await createTestUser(db, { plan: 'vip', emailVerifiedAt: new Date() });
  const invitation = await createTestInvitation(db, owner.id);
  const editor = await createTestMember(db, invitation.id, 'editor');
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, editor.id));
  for (const person of [owner, editor]) attempts.set(person.email, 1);
  return { owner, invitation, editor };
}

describe('the digest email of new answers and wishes (issue 27 item 6)', () => {
  it('docs/security.md #66: at once through the queue with its retries, each person their side, only to verified addresses', async () => {
    const db = ctx.database.db;
    const owner = await createTestUser(db, { plan: 'vip', emailVerifiedAt: new Date() });
    const invitation = await createTestInvitation(db, owner.id);
    const manager = await createTestMember(db, invitation.id, 'side_manager', 'groom');
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, manager.id));
    const unverified = await createTestMember(db, invitation.id, 'viewer');
    const stem = invitation.id.replace(/-/g, '').slice(0, 13);
    const [dewi] = await db
      .insert(guests)
      .values({
        invitationId: invitation.id,
        name: 'Dewi Lestari',
        side: 'groom',
        token: `dg1${stem}`,
      })
      .returning();
    const headers = await authHeaders(ctx, owner);
    const managerHeaders = await authHeaders(ctx, manager);
    const api = (
      method: 'GET' | 'PUT' | 'POST',
      url: string,
      as: Record<string, string>,
      payload?: object,
    ) =>
      ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload ? { payload } : {}) });
    const guestPost = (path: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/${invitation.slug}/${path}`,
        headers: { accept: 'application/json' },
        payload,
        remoteAddress: uniqueIp(),
      });

    const refused = await api(
      'PUT',
      `/invitations/${invitation.id}/answer-digest`,
      managerHeaders,
      {
        mode: 'off',
        hour: 7,
      },
    );
    expect(refused.statusCode).toBe(403);
    const badHour = await api('PUT', `/invitations/${invitation.id}/answer-digest`, headers, {
      mode: 'daily',
      hour: 24,
    });
    expect(badHour.statusCode).toBe(422);
    const instant = await api('PUT', `/invitations/${invitation.id}/answer-digest`, headers, {
      mode: 'instant',
      hour: 19,
    });
    expect(instant.statusCode).toBe(200);

    const answered = await guestPost('rsvp', {
      g: dewi!.token,
      attendance: 'hadir',
      guests: 1,
      message: 'Insya Allah datang',
    });
    expect(answered.statusCode).toBe(200);
    await until(() => saw(owner.email, 'Dewi Lestari') && saw(manager.email, 'Dewi Lestari'));
    expect(attempts.get(owner.email)).toBeGreaterThanOrEqual(2);
    const first = mailsTo(owner.email)[0]!.text;
    expect(first).toContain('1 jawaban RSVP baru');
    expect(first).toContain('Dewi Lestari: Hadir, 1 orang');
    expect(first).toContain(`/dashboard/invitations/${invitation.id}/responses`);

    expect(
      (await guestPost('rsvp', { name: 'Tamu Umum', attendance: 'ragu', guests: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await guestPost('ucapan', { name: 'Om Hari', message: 'Semoga sakinah' })).statusCode,
    ).toBe(200);
    await until(
      () =>
        saw(owner.email, 'Tamu Umum') &&
        saw(owner.email, 'Om Hari') &&
        saw(manager.email, 'Om Hari'),
    );
    // The side manager hears of their side's guests only; nobody hears of an answer twice.
    expect(saw(manager.email, 'Tamu Umum')).toBe(false);
    expect(mailsTo(owner.email).filter((mail) => mail.text.includes('Dewi Lestari'))).toHaveLength(
      1,
    );
    expect(mailsTo(unverified.email)).toHaveLength(0);

    const unread = async (as: Record<string, string>) =>
      ((await api('GET', '/answers/unread', as)).json() as { data: UnreadAnswers }).data.find(
        (row) => row.invitationId === invitation.id,
      );
    expect(await unread(headers)).toMatchObject({ answers: 2, wishes: 1 });
    expect(await unread(managerHeaders)).toMatchObject({ answers: 1, wishes: 1 });
    const read = await api('POST', `/invitations/${invitation.id}/answers/read`, headers);
    expect(read.statusCode).toBe(200);
    expect(await unread(headers)).toMatchObject({ answers: 0, wishes: 0 });
    expect(await unread(managerHeaders)).toMatchObject({ answers: 1, wishes: 1 });
  });

  it('docs/security.md #81: an answer recorded by hand goes at once to the others, naming who recorded it, never to that person', async () => {
    const db = ctx.database.db;
    const { owner, invitation, editor } = await coupleAndEditor();
    const stem = invitation.id.replace(/-/g, '').slice(0, 13);
    const [wati, joko] = await db
      .insert(guests)
      .values([
        { invitationId: invitation.id, name: 'Bu Wati', token: `hw1${stem}`, invitedCount: 3 },
        { invitationId: invitation.id, name: 'Mas Joko', token: `hw2${stem}` },
      ])
      .returning();
    const ownerHeaders = await authHeaders(ctx, owner);
    const editorHeaders = await authHeaders(ctx, editor);
    const api = (
      method: 'GET' | 'PUT',
      url: string,
      as: Record<string, string>,
      payload?: object,
    ) =>
      ctx.app.inject({ method, url: `/api${url}`, headers: as, ...(payload ? { payload } : {}) });
    const instant = await api('PUT', `/invitations/${invitation.id}/answer-digest`, ownerHeaders, {
      mode: 'instant',
      hour: 19,
    });
    expect(instant.statusCode).toBe(200);
    const events = (
      (await api('GET', `/invitations/${invitation.id}/events`, ownerHeaders)).json() as {
        data: EventsPage;
      }
    ).data.events;

    // Bu Wati wrote a note on her link; the editor then takes her phone call.
    const own = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: { accept: 'application/json' },
      payload: { g: wati!.token, attendance: 'ragu', guests: 1, message: 'Semoga bisa datang' },
      remoteAddress: uniqueIp(),
    });
    expect(own.statusCode).toBe(200);
    await until(() => saw(owner.email, 'Bu Wati') && saw(editor.email, 'Bu Wati'));
    const byHand = await api(
      'PUT',
      `/invitations/${invitation.id}/guests/${wati!.id}/event-answers`,
      editorHeaders,
      { answers: events.map((event) => ({ eventId: event.id, attendance: 'hadir', guests: 3 })) },
    );
    expect(byHand.statusCode).toBe(200);
    await until(() => saw(owner.email, `(dicatat oleh ${editor.name})`));
    const toOwner = mailsTo(owner.email).at(-1)!.text;
    expect(toOwner).toContain(`Bu Wati: Hadir, 3 orang (dicatat oleh ${editor.name})`);
    // The guest's own note stays with the answer recorded for her.
    expect(toOwner).toContain('Semoga bisa datang');

    // The editor hears of Mas Joko's answer, and not of the one they recorded themselves.
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: { accept: 'application/json' },
      payload: { g: joko!.token, attendance: 'tidak_hadir', guests: 1 },
      remoteAddress: uniqueIp(),
    });
    expect(joined.statusCode).toBe(200);
    await until(() => saw(editor.email, 'Mas Joko') && saw(owner.email, 'Mas Joko'));
    expect(mailsTo(editor.email)).toHaveLength(2);
    expect(saw(editor.email, 'dicatat oleh')).toBe(false);
    expect(mailsTo(editor.email).at(-1)!.text).not.toContain('Bu Wati');
    const unread = async (as: Record<string, string>) =>
      ((await api('GET', '/answers/unread', as)).json() as { data: UnreadAnswers }).data.find(
        (row) => row.invitationId === invitation.id,
      );
    expect(await unread(ownerHeaders)).toMatchObject({ answers: 2 });
    expect(await unread(editorHeaders)).toMatchObject({ answers: 1 });
  });

  it('docs/security.md #82: a person turns the digest off for themselves only, and back on from that moment', async () => {
    const { owner, invitation, editor } = await coupleAndEditor();
    const viewer = await createTestMember(ctx.database.db, invitation.id, 'viewer');
    const as = {
      owner: await authHeaders(ctx, owner),
      editor: await authHeaders(ctx, editor),
      viewer: await authHeaders(ctx, viewer),
    };
    const url = `/api/invitations/${invitation.id}/answer-digest`;
    const call = (
      method: 'GET' | 'PUT',
      path: string,
      headers: Record<string, string>,
      payload?: object,
    ) => ctx.app.inject({ method, url: `${url}${path}`, headers, ...(payload ? { payload } : {}) });
    const view = async (headers: Record<string, string>) =>
      ((await call('GET', '', headers)).json() as { data: AnswerDigestView }).data;
    const answer = async (name: string) =>
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/${invitation.slug}/rsvp`,
            headers: { accept: 'application/json' },
            payload: { name, attendance: 'hadir', guests: 1 },
            remoteAddress: uniqueIp(),
          })
        ).statusCode,
      ).toBe(200);
    expect((await call('PUT', '', as.owner, { mode: 'instant', hour: 19 })).statusCode).toBe(200);
    expect(await view(as.viewer)).toMatchObject({ receive: true, verified: false, canEdit: false });

    expect((await call('PUT', '/mine', as.editor, { receive: 'tidak' })).statusCode).toBe(422);
    const off = await call('PUT', '/mine', as.editor, { receive: false });
    expect(off.json()).toMatchObject({
      data: { mode: 'instant', receive: false, verified: true },
      meta: { msg: 'Email ringkasan tidak lagi dikirim ke kamu.' },
    });
    // The viewer's own switch is theirs too; neither touches the couple's mail nor the setting.
    expect((await call('PUT', '/mine', as.viewer, { receive: false })).statusCode).toBe(200);
    expect(await view(as.owner)).toMatchObject({ mode: 'instant', receive: true });

    await answer('Pak Tono');
    await until(() => saw(owner.email, 'Pak Tono'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(editor.email)).toHaveLength(0);

    expect((await call('PUT', '/mine', as.editor, { receive: true })).statusCode).toBe(200);
    await answer('Bu Sri');
    await until(() => saw(editor.email, 'Bu Sri'));
    // Back on from that moment: what came while it was off is not mailed after the fact.
    expect(saw(editor.email, 'Pak Tono')).toBe(false);
  });

  it('daily: nothing at once, then the hour’s run mails what came since', async () => {
    const db = ctx.database.db;
    const owner = await createTestUser(db, { plan: 'vip', emailVerifiedAt: new Date() });
    const invitation = await createTestInvitation(db, owner.id);
    const headers = await authHeaders(ctx, owner);
    const daily = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/answer-digest`,
      headers,
      payload: { mode: 'daily', hour: wibHour(new Date()) },
    });
    expect(daily.statusCode).toBe(200);
    attempts.set(owner.email, 1); // no greylisting for this address
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: { accept: 'application/json' },
      payload: { name: 'Pak Eko', attendance: 'hadir', guests: 2 },
      remoteAddress: uniqueIp(),
    });
    expect(answer.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(owner.email)).toHaveLength(0);

    await digestJobs(ctx.app)
      .find((job) => job.name === 'digest.daily')!
      .run({});
    await until(() => saw(owner.email, 'Pak Eko'));
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mailsTo(owner.email)[0]!.text).toContain('Pak Eko: Hadir, 2 orang');
  });
});
