import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_RIGHTS_MESSAGES } from '@kabar/shared';
import { mailTo, registerAndVerify, uniqueIp } from '../../test/auth-helpers';
import { readZip } from '../../test/read-zip';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { useTestApp } from '../../test/test-app';
import { createTestCouple } from '../../test/test-couple';
import { multipartBody, pngImage } from '../../test/upload-fixtures';
import { guestPhotos } from '../album/album.schema';
import { weddingEvents } from '../events/events.schema';
import { gifts } from '../gifts/gifts.schema';
import { guests } from '../guests/guests.schema';
import { invitations } from '../invitations/invitations.schema';
import { S3FileStorage } from '../media/s3-file-storage';
import { orders } from '../orders/orders.schema';
import { rsvps, wishes } from '../rsvps/rsvps.schema';
import { users } from '../users/users.schema';
import { deleteExpiredExports } from './data-export';
import { eraseDueAccounts } from './erase-account';
import { eraseDueGuestPhones } from './guest-phone-erasure';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
  Object.assign(env, s3.env);
});
afterAll(() => s3.close());
const env: Record<string, string> = {};
const ctx = useTestApp({ seed: true, env });

const DAY = 24 * 60 * 60 * 1000;
const bucket = () => new S3FileStorage(ctx.config.infrastructure.s3!, '/media/uploads');

/** A registered couple with an invitation holding one of everything a couple's data can be. */
async function fullCouple() {
  const couple = await registerAndVerify(ctx, { name: 'Rina Lestari' });
  const headers = { authorization: `Bearer ${couple.token}` };
  const slug = `rina-${randomBytes(3).toString('hex')}`;
  const [invitation] = await ctx.app.db
    .insert(invitations)
    .values({
      userId: couple.userId,
      themeId: 1,
      slug,
      status: 'published',
      publishedAt: new Date(),
      content: { brideName: 'Rina', groomName: 'Dimas' },
    })
    .returning();
  const upload = multipartBody(await pngImage(900, 600), 'foto.png', 'image/png');
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/media/photos',
    payload: upload.payload,
    headers: { ...upload.headers, ...headers },
  });
  expect(uploaded.statusCode).toBe(201);
  const [guest] = await ctx.app.db
    .insert(guests)
    .values({
      invitationId: invitation!.id,
      name: 'Pak Budi Santoso',
      phone: '6281299990001',
      token: randomBytes(8).toString('hex'),
    })
    .returning();
  await ctx.app.db.insert(rsvps).values({
    invitationId: invitation!.id,
    name: 'Pak Budi Santoso',
    nameKey: 'pak budi santoso',
    attendance: 'hadir',
    guests: 2,
  });
  await ctx.app.db.insert(wishes).values({
    invitationId: invitation!.id,
    name: 'Pak Budi Santoso',
    message: 'Selamat menempuh hidup baru',
    fingerprint: randomBytes(6).toString('hex'),
  });
  await ctx.app.db.insert(gifts).values({
    invitationId: invitation!.id,
    guestId: guest!.id,
    fromName: 'Pak Budi Santoso',
    kind: 'cash' as never,
    amount: 100_000,
  } as never);
  const photoKey = `guest-photos/${randomBytes(8).toString('hex')}/1280.webp`;
  await ctx.app.fileStorage.put(photoKey, Buffer.from('RIFF-foto-tamu'), 'image/webp');
  await ctx.app.db.insert(guestPhotos).values({
    invitationId: invitation!.id,
    senderName: 'Pak Budi Santoso',
    status: 'shown',
    width: 1280,
    height: 800,
    originalBytes: 10,
    variants: [{ width: 1280, height: 800, key: photoKey }],
  });
  const previewKey = `previews/${invitation!.id}/1-basic.jpg`;
  await ctx.app.fileStorage.put(previewKey, Buffer.from('jpeg'), 'image/jpeg');
  const orderId = `KBR-${randomBytes(4).toString('hex').toUpperCase()}`;
  await ctx.app.db.insert(orders).values({
    id: orderId,
    userId: couple.userId,
    buyerEmail: couple.email,
    buyerName: 'Rina Lestari',
    itemType: 'plan',
    planId: 'premium',
    itemName: 'Premium',
    subtotal: 50_000,
    total: 50_000,
    paymentMethod: 'qris',
    provider: 'sandbox',
    status: 'paid',
    paidAt: new Date(),
    expiresAt: new Date(Date.now() + DAY),
  });
  return { couple, headers, slug, invitation: invitation!, orderId };
}

const askDeletion = (headers: Record<string, string>, confirmation: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/deletion',
    headers,
    payload: { confirmation },
  });

/** Every row of every table of ours whose text names one of the values. */
async function rowsNaming(values: string[]) {
  const tables = await ctx.app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name: table } of (tables as unknown as { rows: { table_name: string }[] })
    .rows) {
    for (const value of values) {
      const result = await ctx.app.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} t where position(lower(${value}) in lower(t::text)) > 0`,
      );
      if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0)
        found.push(`${table}: ${value}`);
    }
  }
  return found;
}

describe('the couple’s data rights (issue 31, Must have 4)', () => {
  it('a couple downloads their archive and deletes their account; after the grace nothing of theirs is left in the database or the bucket', async () => {
    const { couple, headers, slug, invitation, orderId } = await fullCouple();
    const other = await createTestCouple(ctx.app.db);
    const otherKey = `photos/${randomBytes(8).toString('hex')}/480.webp`;
    await ctx.app.fileStorage.put(otherKey, Buffer.from('foto-lain'), 'image/webp');

    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/data-export',
      headers,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().meta.msg).toBe(DATA_RIGHTS_MESSAGES.exportQueued);
    const mail = await mailTo(ctx, couple.email, /Arsip data/, 20_000);
    const link = /\/api\/data-exports\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    const download = await ctx.app.inject({ url: link });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const entries = readZip(download.rawPayload);
    const account = JSON.parse(entries.get('akun.json')!.toString());
    expect(account.email).toBe(couple.email);
    expect(JSON.stringify(account)).not.toMatch(/passwordHash|argon2/);
    expect(entries.get(`undangan/${slug}/tamu.csv`)!.toString()).toContain('Pak Budi Santoso');
    expect(entries.get(`undangan/${slug}/jawaban.json`)!.toString()).toContain('hadir');
    expect(entries.get(`undangan/${slug}/ucapan.csv`)!.toString()).toContain('Selamat menempuh');
    expect(entries.get(`undangan/${slug}/hadiah.json`)!.toString()).toContain('100000');
    expect(entries.get('pesanan.csv')!.toString()).toContain(orderId);
    const photos = [...entries.keys()].filter((name) => name.endsWith('.webp'));
    expect(photos).toHaveLength(2);
    // Streamed from the bucket into the archive, whole.
    for (const name of photos) expect(entries.get(name)!.length).toBeGreaterThan(0);
    expect(download.headers['content-length']).toBe(String(download.rawPayload.length));

    const refused = await askDeletion(headers, 'ya');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(DATA_RIGHTS_MESSAGES.confirmWord);
    const deleted = await askDeletion(headers, 'HAPUS');
    expect(deleted.statusCode).toBe(200);
    const due = new Date(deleted.json().data.deletion_due_at);
    expect(due.getTime() - Date.now()).toBeGreaterThan(14 * DAY - 60_000);
    await mailTo(ctx, couple.email, /akan dihapus/);
    // Signed out everywhere, and the page is unavailable during the grace.
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refreshToken: couple.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/${slug}` })).statusCode).toBe(404);

    expect(
      await eraseDueAccounts(ctx.app.db, ctx.app.fileStorage, new Date(due.getTime() - 1000)),
    ).toBe(0);
    expect(
      await eraseDueAccounts(ctx.app.db, ctx.app.fileStorage, new Date(due.getTime() + 1000)),
    ).toBeGreaterThanOrEqual(1);

    expect(
      await rowsNaming([
        couple.userId,
        couple.email,
        couple.phone,
        invitation.id,
        'Pak Budi Santoso',
        '6281299990001',
      ]),
    ).toEqual([]);
    const [kept] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept).toMatchObject({
      userId: null,
      buyerEmail: '',
      buyerName: '',
      total: 50_000,
      status: 'paid',
    });
    const left = await bucket().list('');
    expect(
      left.filter(
        (key) =>
          key.includes(couple.userId) ||
          key.includes(invitation.id) ||
          key.startsWith('guest-photos/'),
      ),
    ).toEqual([]);
    expect(left.filter((key) => key.startsWith('photos/'))).toEqual([otherKey]);
    expect(await ctx.app.db.select().from(users).where(eq(users.id, other.user.id))).toHaveLength(
      1,
    );
  });

  it('signing in during the grace period cancels the deletion', async () => {
    const { couple, headers, slug } = await fullCouple();
    expect((await askDeletion(headers, 'hapus')).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: couple.email, password: couple.password },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().meta.msg).toBe(DATA_RIGHTS_MESSAGES.deletionCancelled);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, couple.userId));
    expect(user!.deletionDueAt).toBeNull();
    expect(
      await eraseDueAccounts(ctx.app.db, ctx.app.fileStorage, new Date(Date.now() + 30 * DAY)),
    ).toBe(0);
    expect((await ctx.app.inject({ url: `/${slug}` })).statusCode).toBe(200);
  });

  it('the mailed link stops working when it expires, and the archive leaves the bucket', async () => {
    const { couple, headers } = await fullCouple();
    await ctx.app.inject({ method: 'POST', url: '/api/account/data-export', headers });
    const busy = await ctx.app.inject({ method: 'POST', url: '/api/account/data-export', headers });
    const mail = await mailTo(ctx, couple.email, /Arsip data/, 20_000);
    // A second request while the first was building is refused, unless it had finished already.
    expect([202, 409]).toContain(busy.statusCode);
    const link = /\/api\/data-exports\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    const folder = `exports/${couple.userId}/`;
    expect((await bucket().list(folder)).length).toBeGreaterThanOrEqual(1);
    const later = new Date(Date.now() + 73 * 60 * 60 * 1000);
    expect(
      await deleteExpiredExports(ctx.app.db, ctx.app.fileStorage, later),
    ).toBeGreaterThanOrEqual(1);
    const gone = await ctx.app.inject({ url: link });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain(DATA_RIGHTS_MESSAGES.exportGone);
  });

  it('guests’ phone numbers are erased the configured days after the last event, not before', async () => {
    const dated = await createTestCouple(ctx.app.db);
    const undated = await createTestCouple(ctx.app.db);
    await ctx.app.db.insert(weddingEvents).values({
      invitationId: dated.invitation.id,
      position: 0,
      title: 'Resepsi',
      date: '2026-01-10',
      startTime: '10:00',
      endTime: '13:00',
      timeZone: 'WIB',
    });
    for (const { invitation } of [dated, undated]) {
      await ctx.app.db.insert(guests).values({
        invitationId: invitation.id,
        name: 'Tamu',
        phone: `62812${randomBytes(4).readUInt32BE() % 100_000_000}`,
        token: randomBytes(8).toString('hex'),
      });
    }
    const lastEnd = new Date('2026-01-10T06:00:00Z');
    const phonesOf = async (invitationId: string) =>
      (
        await ctx.app.db
          .select({ phone: guests.phone })
          .from(guests)
          .where(eq(guests.invitationId, invitationId))
      ).map((row) => row.phone);
    await eraseDueGuestPhones(ctx.app.db, 180, new Date(lastEnd.getTime() + 179 * DAY));
    expect(await phonesOf(dated.invitation.id)).not.toContain(null);
    await eraseDueGuestPhones(ctx.app.db, 180, new Date(lastEnd.getTime() + 181 * DAY));
    expect(await phonesOf(dated.invitation.id)).toEqual([null]);
    expect(await phonesOf(undated.invitation.id)).not.toContain(null);
  });
});

describe('docs/security.md #75: archives leave only through their link', () => {
  const local = useTestApp({ seed: false });

  it('a file that is not a picture is never served from the uploads folder', async () => {
    const key = `exports/${randomBytes(8).toString('hex')}/arsip.zip`;
    await local.app.fileStorage.put(key, Buffer.from('PK-rahasia'), 'application/zip');
    expect((await local.app.fileStorage.get(key))?.toString()).toBe('PK-rahasia');
    expect((await local.app.inject({ url: `/media/uploads/${key}` })).statusCode).toBe(404);
    const picture = `photos/${randomBytes(8).toString('hex')}/480.webp`;
    await local.app.fileStorage.put(picture, Buffer.from('RIFF'), 'image/webp');
    expect((await local.app.inject({ url: `/media/uploads/${picture}` })).statusCode).toBe(200);
  });
});
