import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { desc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ZipFile } from 'yazl';
import { toCsv } from '@kabar/shared';
import type { Db } from '../../db/client';
import { guestPhotos, invitationAlbums } from '../album/album.schema';
import { walkIns } from '../door/door.schema';
import { eventAnswers, eventSessions, guestEvents, weddingEvents } from '../events/events.schema';
import { gifts, invitationGiftSettings } from '../gifts/gifts.schema';
import { guests } from '../guests/guests.schema';
import { invitations } from '../invitations/invitations.schema';
import type { FileStorage } from '../media/file-storage';
import { lazyFileStream } from '../media/lazy-file-stream';
import { uploadedPhotos, type StoredVariant } from '../media/media.schema';
import { orders } from '../orders/orders.schema';
import { rsvps, wishes } from '../rsvps/rsvps.schema';
import type { User } from '../users/users.schema';

type Row = Record<string, unknown>;

/** Links' secrets and password hashes are keys to the account, not data about anyone. */
const SECRET_FIELD = /token|hash|secret|googleSub/i;

function withoutSecrets(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_FIELD.test(key)));
}

function cell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

const README = `Arsip data akun Kabar Anda (UU PDP No. 27/2022).

akun.json            akun Anda
pesanan.json/.csv    pesanan dan pembayaran
foto/                foto yang Anda unggah (ukuran terbesar)
undangan/<alamat>/   tiap undangan: isi, acara, tamu (dengan kedatangan), jawaban,
                     ucapan, hadiah, dan foto dari tamu (foto-tamu/)

File .json berisi semua kolom; file .csv dapat dibuka di spreadsheet.
`;

/**
 * One archive being written to a file as it is made: JSON and CSV of each table, photos as stored
 * files read one at a time, so an account with a thousand photos never sits in memory whole.
 */
class Archive {
  private readonly zip = new ZipFile();
  private readonly written: Promise<void>;

  constructor(file: string) {
    this.written = finished(this.zip.outputStream.pipe(createWriteStream(file)));
  }

  text(name: string, text: string) {
    this.zip.addBuffer(Buffer.from(text, 'utf8'), name);
  }

  table(base: string, rows: Row[]) {
    const clean = rows.map(withoutSecrets);
    this.text(`${base}.json`, `${JSON.stringify(clean, null, 2)}\n`);
    const header = Object.keys(clean[0] ?? {});
    if (header.length) {
      this.text(
        `${base}.csv`,
        toCsv(
          header,
          clean.map((row) => header.map((key) => cell(row[key]))),
        ),
      );
    }
  }

  photos(storage: FileStorage, folder: string, rows: { id: string; variants: StoredVariant[] }[]) {
    for (const row of rows) {
      const largest = row.variants[row.variants.length - 1];
      // WebP is compressed already: stored entries cost no CPU.
      if (largest) {
        this.zip.addReadStream(lazyFileStream(storage, largest.key), `${folder}/${row.id}.webp`, {
          compress: false,
        });
      }
    }
  }

  async finish(): Promise<void> {
    this.zip.end();
    await this.written;
  }
}

const rowsOf = (db: Db, table: PgTable, column: PgColumn, ids: string[]) =>
  ids.length ? (db.select().from(table).where(inArray(column, ids)) as Promise<Row[]>) : [];

/** One invitation's folder: what the couple wrote and everything their guests gave them. */
async function addInvitation(archive: Archive, db: Db, storage: FileStorage, invitationId: string) {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
  if (!invitation) return;
  const base = `undangan/${invitation.slug ?? invitation.id}`;
  archive.table(`${base}/undangan`, [invitation]);
  const byInvitation = <T extends PgTable>(table: T, column: PgColumn) =>
    rowsOf(db, table, column, [invitationId]);
  const [events, guestRows, answers, wishRows, giftRows, giftSettings, album, walkInRows] =
    await Promise.all([
      byInvitation(weddingEvents, weddingEvents.invitationId),
      byInvitation(guests, guests.invitationId),
      byInvitation(rsvps, rsvps.invitationId),
      byInvitation(wishes, wishes.invitationId),
      byInvitation(gifts, gifts.invitationId),
      byInvitation(invitationGiftSettings, invitationGiftSettings.invitationId),
      byInvitation(invitationAlbums, invitationAlbums.invitationId),
      byInvitation(walkIns, walkIns.invitationId),
    ]);
  const eventIds = events.map((event) => String(event.id));
  const guestIds = guestRows.map((guest) => String(guest.id));
  const [sessions, invites, eventAnswerRows] = await Promise.all([
    rowsOf(db, eventSessions, eventSessions.eventId, eventIds),
    rowsOf(db, guestEvents, guestEvents.guestId, guestIds),
    rowsOf(db, eventAnswers, eventAnswers.guestId, guestIds),
  ]);
  archive.table(`${base}/acara`, events);
  archive.table(`${base}/sesi`, sessions);
  archive.table(`${base}/tamu`, guestRows);
  archive.table(`${base}/undangan-per-acara`, invites);
  archive.table(`${base}/jawaban`, answers);
  archive.table(`${base}/jawaban-per-acara`, eventAnswerRows);
  archive.table(`${base}/ucapan`, wishRows);
  archive.table(`${base}/hadiah`, giftRows);
  archive.table(`${base}/amplop`, giftSettings);
  archive.table(`${base}/album`, album);
  archive.table(`${base}/tamu-tanpa-undangan`, walkInRows);
  const photos = await db
    .select()
    .from(guestPhotos)
    .where(eq(guestPhotos.invitationId, invitationId));
  archive.table(`${base}/foto-tamu`, photos);
  archive.photos(storage, `${base}/foto-tamu`, photos);
}

/**
 * The couple's whole archive (issue 31, Must have 4): account, invitations with guests, answers,
 * wishes and gifts, orders, as JSON and CSV, and every photo, written into `file` by a job.
 */
export async function buildDataArchive(
  db: Db,
  storage: FileStorage,
  user: User,
  file: string,
): Promise<void> {
  const userId = user.id;
  const archive = new Archive(file);
  archive.text('BACA-SAYA.txt', README);
  archive.text(
    'akun.json',
    `${JSON.stringify({ ...withoutSecrets(user), passwordHash: undefined, google: user.googleSub !== null }, null, 2)}\n`,
  );
  const [orderRows, uploads, owned] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)),
    db.select().from(uploadedPhotos).where(eq(uploadedPhotos.userId, userId)),
    db.select({ id: invitations.id }).from(invitations).where(eq(invitations.userId, userId)),
  ]);
  archive.table('pesanan', orderRows);
  archive.table('foto', uploads);
  archive.photos(storage, 'foto', uploads);
  for (const invitation of owned) await addInvitation(archive, db, storage, invitation.id);
  await archive.finish();
}
