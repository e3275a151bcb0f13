import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  GUEST_IMPORT_MESSAGES,
  GUEST_MESSAGES,
  PHONE_FORMAT_MESSAGE,
  parseCsv,
  parseGuestImport,
  planGuestImport,
  type GuestDto,
} from '@kabar/shared';
import { authHeaders, createTestMember } from '../../test/test-users';
import { useTestApp } from '../../test/test-app';
import { guests } from './guests.schema';
import { createTestCouple } from '../../test/test-couple';

const ctx = useTestApp();

async function couple() {
  const { user, invitation } = await createTestCouple(ctx.database.db);
  const headers = await authHeaders(ctx, user);
  const base = `/api/invitations/${invitation.id}`;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => ctx.app.inject({ method, url: `${base}${url}`, headers, payload: payload as object });
  return { user, invitation, headers, base, call };
}

async function list(call: Awaited<ReturnType<typeof couple>>['call']): Promise<GuestDto[]> {
  const res = await call('GET', '/guests');
  expect(res.statusCode).toBe(200);
  return res.json().data.guests;
}

describe('the guest list', () => {
  it('adds, edits, deletes and lists guests, phone normalised', async () => {
    const { call } = await couple();
    const created = await call('POST', '/guests', {
      name: ' Budi Santoso ',
      phone: '+62 812-3456-7890',
      side: 'groom',
      group: 'Teman kantor',
      invitedCount: 2,
      notes: 'Vegetarian',
    });
    expect(created.statusCode).toBe(201);
    const guest: GuestDto = created.json().data;
    expect(guest).toMatchObject({
      name: 'Budi Santoso',
      phone: '6281234567890',
      side: 'groom',
      group: 'Teman kantor',
      invitedCount: 2,
      sentAt: null,
      rsvp: null,
      checkIn: null,
    });
    expect(guest.token).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const edited = await call('PATCH', `/guests/${guest.id}`, { name: 'Budi S.', phone: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Budi S.', phone: null, token: guest.token });

    expect((await list(call)).map((g) => g.name)).toEqual(['Budi S.']);
    expect((await call('DELETE', `/guests/${guest.id}`)).statusCode).toBe(200);
    expect(await list(call)).toEqual([]);
    expect((await call('DELETE', `/guests/${guest.id}`)).statusCode).toBe(404);
  });

  it('answers the invitation summary the sending screen needs', async () => {
    const { call, invitation } = await couple();
    const res = await call('GET', '/guests');
    expect(res.json().data.invitation).toEqual({
      id: invitation.id,
      slug: invitation.slug,
      status: 'published',
      coupleNames: 'Rina & Dimas',
      eventDate: 'Sabtu, 12 September 2026',
      eventDateEn: 'Saturday, 12 September 2026',
      linkBase: `${ctx.config.site.publicUrl}/${invitation.slug}`,
    });
    expect(res.json().data.templates.inviteTemplate).toContain('{link}');
  });

  it('refuses bad input in Indonesian, per field, and a phone already on the list', async () => {
    const { call } = await couple();
    const bad = await call('POST', '/guests', { name: '', phone: '0812', invitedCount: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors).toEqual({
      name: GUEST_MESSAGES.nameRequired,
      phone: PHONE_FORMAT_MESSAGE,
      invitedCount: GUEST_MESSAGES.invitedRange,
    });
    await call('POST', '/guests', { name: 'Ani', phone: '081234567890' });
    const twice = await call('POST', '/guests', { name: 'Ani lagi', phone: '+6281234567890' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.errors).toEqual({ phone: GUEST_MESSAGES.phoneTaken });
  });

  it('needs a signed-in couple', async () => {
    const { invitation } = await couple();
    const res = await ctx.app.inject(`/api/invitations/${invitation.id}/guests`);
    expect(res.statusCode).toBe(401);
  });
});

describe("another couple's guests", () => {
  it('answer 404 to every route, as does a guest of another invitation', async () => {
    const owner = await couple();
    const guest: GuestDto = (
      await owner.call('POST', '/guests', { name: 'Rahasia', phone: '0811111111111' })
    ).json().data;
    const stranger = await couple();
    const theirs = (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => ctx.app.inject({ method, url: `${owner.base}${url}`, headers: stranger.headers, payload });
    const attempts = [
      await theirs('GET', '/guests'),
      await theirs('POST', '/guests', { name: 'Penyusup' }),
      await theirs('PATCH', `/guests/${guest.id}`, { name: 'Diubah' }),
      await theirs('DELETE', `/guests/${guest.id}`),
      await theirs('POST', '/guests/import', { rows: [{ line: 1, name: 'X' }] }),
      await theirs('GET', '/guests/export'),
      await theirs('POST', `/guests/${guest.id}/sent`, { round: 'invite' }),
      await theirs('PUT', `/guests/${guest.id}/check-in`, { people: 1 }),
      await theirs('GET', `/guests/${guest.id}/qr.svg`),
      await theirs('PUT', '/guest-templates', {
        inviteTemplate: '{link}',
        reminderTemplate: '{link}',
      }),
      await theirs('GET', '/arrivals'),
      await ctx.app.inject({
        method: 'PATCH',
        url: `${stranger.base}/guests/${guest.id}`,
        headers: stranger.headers,
        payload: { name: 'Lewat undangan sendiri' },
      }),
      await ctx.app.inject({
        url: `/api/invitations/bukan-uuid/guests`,
        headers: stranger.headers,
      }),
    ];
    for (const res of attempts) expect(res.statusCode).toBe(404);
    expect(JSON.stringify(attempts.map((r) => r.body))).not.toContain('0811111111111');
    const [still] = await ctx.database.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(still).toMatchObject({ name: 'Rahasia', checkedInAt: null, sentAt: null });

    const lists = await ctx.app.inject({ url: '/api/guest-lists', headers: stranger.headers });
    expect(lists.json().data.map((i: { id: string }) => i.id)).toEqual([stranger.invitation.id]);
  });
});

describe('import', () => {
  const csv = [
    'Nama;No HP;Pihak;Grup;Jumlah;Catatan',
    'Budi Santoso;0812-3456-7890;Pria;Kantor;2;',
    'Siti Aminah;+62 813 1111 2222;wanita;Keluarga;1;',
    ';0813 0000 9999;;;;',
    'Joko;6,28123E+12;;;;',
    'Budi (dobel);62 812 3456 7890;;;3;Datang bertiga',
    'Mbah Putri;;Wanita;Keluarga;2;Tanpa HP',
    'Rudi;81299998888;Pria;;;',
    'Tono;0812 3456;;Teman;x;',
  ].join('\r\n');

  it('saves good rows, merges duplicate phones, skips bad rows with their problems', async () => {
    const { call } = await couple();
    const res = await call('POST', '/guests/import', { rows: parseGuestImport(csv) });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result.counts).toEqual({ new: 4, merged: 1, existing: 0, invalid: 3 });
    expect(result.created).toBe(4);
    expect(
      result.skipped.map((r: { line: number; problems: string[] }) => [r.line, r.problems]),
    ).toEqual([
      [4, [GUEST_MESSAGES.nameRequired]],
      [5, [GUEST_IMPORT_MESSAGES.excelNumber]],
      [9, [PHONE_FORMAT_MESSAGE, GUEST_MESSAGES.invitedRange]],
    ]);
    const saved = await list(call);
    expect(saved.map((g) => [g.name, g.phone, g.side, g.group, g.invitedCount, g.notes])).toEqual([
      ['Budi Santoso', '6281234567890', 'groom', 'Kantor', 3, 'Datang bertiga'],
      ['Mbah Putri', null, 'bride', 'Keluarga', 2, 'Tanpa HP'],
      ['Rudi', '6281299998888', 'groom', '', 1, ''],
      ['Siti Aminah', '6281311112222', 'bride', 'Keluarga', 1, ''],
    ]);
    expect(new Set(saved.map((g) => g.token)).size).toBe(4);
  });

  it('merges into guests already on the list instead of adding them twice', async () => {
    const { call } = await couple();
    await call('POST', '/guests', { name: 'Siti', phone: '081311112222', invitedCount: 1 });
    const res = await call('POST', '/guests/import', {
      rows: parseGuestImport(
        'Nama,HP,Jumlah\nSiti Aminah,+62 813-1111-2222,2\nBaru,0857 1234 5678,1',
      ),
    });
    expect(res.json().data).toMatchObject({
      created: 1,
      updated: 1,
      counts: { existing: 1, new: 1 },
    });
    const saved = await list(call);
    expect(saved.map((g) => [g.name, g.invitedCount])).toEqual([
      ['Baru', 1],
      ['Siti', 2],
    ]);
  });

  it('reads its own export back without adding anyone', async () => {
    const { call, invitation } = await couple();
    await call('POST', '/guests/import', { rows: parseGuestImport(csv) });
    const exported = await call('GET', '/guests/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="tamu-${invitation.slug}.csv"`,
    );
    const table = parseCsv(exported.body);
    expect(table[0]!.slice(0, 7)).toEqual([
      'Nama',
      'Nomor HP',
      'Pihak',
      'Grup',
      'Jumlah Diundang',
      'Catatan',
      'Link Pribadi',
    ]);
    expect(table[1]!.slice(0, 3)).toEqual(['Budi Santoso', '6281234567890', 'Pria']);
    expect(table[1]![6]).toMatch(new RegExp(`/${invitation.slug}\\?g=[A-Za-z0-9_-]{16}$`));
    const again = await call('POST', '/guests/import', { rows: parseGuestImport(exported.body) });
    expect(again.json().data).toMatchObject({ created: 1, updated: 0 });
    // The one guest without a phone cannot be recognised; everyone with a phone was.
    expect(again.json().data.counts).toMatchObject({ existing: 3, new: 1 });
  });

  it("gives a side manager the counts their preview showed, never the other side's phones", async () => {
    const { call, invitation, base } = await couple();
    await call('POST', '/guests', { name: 'Siti', phone: '081311112222', side: 'bride' });
    await call('POST', '/guests', { name: 'Budi', phone: '081234567890', side: 'groom' });
    const manager = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'groom');
    const headers = await authHeaders(ctx, manager);
    const theirList = await ctx.app.inject({ url: `${base}/guests`, headers });
    const rows = parseGuestImport(
      'Nama,HP\nSiti Aminah,081311112222\nBudi S,081234567890\nBaru,085712345678',
    );
    const preview = planGuestImport(rows, theirList.json().data.guests);
    expect(preview.counts).toEqual({ new: 2, merged: 0, existing: 1, invalid: 0 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${base}/guests/import`,
      headers,
      payload: { rows },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.counts).toEqual(preview.counts);
    const bride = (await list(call)).find((g) => g.phone === '6281311112222');
    expect(bride).toMatchObject({ name: 'Siti', side: 'bride' });
  });

  it('refuses an empty import', async () => {
    const { call } = await couple();
    const res = await call('POST', '/guests/import', { rows: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().meta.msg).toBe('Tidak ada baris untuk diimpor.');
  });
});

describe('sending and templates', () => {
  it('marks a guest sent once per round', async () => {
    const { call } = await couple();
    const guest: GuestDto = (
      await call('POST', '/guests', { name: 'Ani', phone: '081234567891' })
    ).json().data;
    const first = (await call('POST', `/guests/${guest.id}/sent`, { round: 'invite' })).json().data;
    expect(first.sentAt).not.toBeNull();
    const again = (await call('POST', `/guests/${guest.id}/sent`, { round: 'invite' })).json().data;
    expect(again.sentAt).toBe(first.sentAt);
    const reminded = (await call('POST', `/guests/${guest.id}/sent`, { round: 'reminder' })).json()
      .data;
    expect(reminded.reminderSentAt).not.toBeNull();
    expect(reminded.sentAt).toBe(first.sentAt);
    expect((await call('POST', `/guests/${guest.id}/sent`, { round: 'x' })).statusCode).toBe(422);
  });

  it('stores templates that carry the link and refuses ones that do not', async () => {
    const { call } = await couple();
    const ok = await call('PUT', '/guest-templates', {
      inviteTemplate: 'Halo {nama}, datang ya: {link}',
      reminderTemplate: 'Jangan lupa {nama}: {link}',
    });
    expect(ok.statusCode).toBe(200);
    const { templates, defaultTemplates } = (await call('GET', '/guests')).json().data;
    expect(templates).toEqual({
      inviteTemplate: 'Halo {nama}, datang ya: {link}',
      reminderTemplate: 'Jangan lupa {nama}: {link}',
      inviteTemplateEn: defaultTemplates.inviteTemplateEn,
      reminderTemplateEn: defaultTemplates.reminderTemplateEn,
    });
    expect(templates.inviteTemplateEn).toMatch(/^Dear \{nama\},/);
    // The English words are saved beside the Indonesian ones; left out later, they stay.
    const english = await call('PUT', '/guest-templates', {
      inviteTemplate: 'Halo {nama}, datang ya: {link}',
      reminderTemplate: 'Jangan lupa {nama}: {link}',
      inviteTemplateEn: 'Dear {nama}, please come: {link}',
      reminderTemplateEn: 'Hello {nama}: {link}',
    });
    expect(english.json().data.inviteTemplateEn).toBe('Dear {nama}, please come: {link}');
    await call('PUT', '/guest-templates', {
      inviteTemplate: 'Halo lagi {nama}: {link}',
      reminderTemplate: 'Jangan lupa {nama}: {link}',
    });
    expect((await call('GET', '/guests')).json().data.templates).toMatchObject({
      inviteTemplate: 'Halo lagi {nama}: {link}',
      inviteTemplateEn: 'Dear {nama}, please come: {link}',
      reminderTemplateEn: 'Hello {nama}: {link}',
    });
    const badEnglish = await call('PUT', '/guest-templates', {
      inviteTemplate: 'Halo {nama} {link}',
      reminderTemplate: 'Halo {nama} {link}',
      inviteTemplateEn: 'Dear {name} {link}',
    });
    expect(Object.keys(badEnglish.json().data.errors)).toEqual(['inviteTemplateEn']);
    const bad = await call('PUT', '/guest-templates', {
      inviteTemplate: 'Halo {nama}',
      reminderTemplate: 'Halo {nmaa} {link}',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data.errors)).toEqual(['inviteTemplate', 'reminderTemplate']);
  });
});

describe('check-in by the couple', () => {
  it('records, corrects and undoes an arrival, and the live counter follows', async () => {
    const { call } = await couple();
    const guest: GuestDto = (await call('POST', '/guests', { name: 'Ani', invitedCount: 3 })).json()
      .data;
    await call('POST', '/guests', { name: 'Budi', invitedCount: 2 });
    const arrived = (await call('PUT', `/guests/${guest.id}/check-in`, { people: 2 })).json().data;
    expect(arrived.checkIn).toMatchObject({ people: 2 });
    const counter = (await call('GET', '/arrivals')).json().data;
    expect(counter.counts).toEqual({
      guests: 2,
      arrivedGuests: 1,
      invitedPeople: 5,
      arrivedPeople: 2,
    });
    expect(counter.recent).toEqual([
      { id: guest.id, name: 'Ani', at: arrived.checkIn.at, people: 2 },
    ]);
    const corrected = (await call('PUT', `/guests/${guest.id}/check-in`, { people: 3 })).json()
      .data;
    expect(corrected.checkIn).toEqual({ at: arrived.checkIn.at, people: 3 });
    expect((await call('DELETE', `/guests/${guest.id}/check-in`)).json().data.checkIn).toBeNull();
    expect((await call('GET', '/arrivals')).json().data.counts.arrivedGuests).toBe(0);
  });
});
