import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildQrisPayload, type GiftKind, type GiftStatus } from '@kabar/shared';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { guestPhotos, invitationAlbums } from '../modules/album/album.schema';
import { gifts, invitationGiftSettings } from '../modules/gifts/gifts.schema';
import { guests } from '../modules/guests/guests.schema';
import { invitations } from '../modules/invitations/invitations.schema';
import type { FileStorage } from '../modules/media/file-storage';
import { wishFingerprint } from '../modules/rsvps/rsvps.queries';
import { wishes } from '../modules/rsvps/rsvps.schema';
import { themes } from '../modules/themes/themes.schema';
import { users } from '../modules/users/users.schema';
import type { DemoCouple } from './demo-couples';
import { demoContent } from './demo-invitations';
import { demoPhotos } from './demo-photos';
import { DEMO_USER } from './seed-demo-user';

const DEMO_MEDIA_DIR = path.resolve(import.meta.dirname, '../../assets/demo-media');

/**
 * The demo invitation in its after-the-wedding state (issue 29, decision 041): a wedding held in
 * October 2026, so its page is the thanks, the album of guests' photos and the wishes, while
 * /demo-keraton-emas keeps showing a wedding to come. Its couple signs in as
 * kenangan@demo.kabar.id with the demo password and finds the album, the wall and the gift ledger.
 */
export const AFTER_WEDDING_DEMO = {
  slug: 'demo-kenangan',
  userId: '00000000-0000-4000-8000-000000003001',
  invitationId: '00000000-0000-4000-8000-000000003101',
  email: 'kenangan@demo.kabar.id',
  /** The live wall's link, /layar-foto/{wallToken}, kept fixed so the README can name it. */
  wallToken: 'demoKenanganLayarFoto2026Oktober',
} as const;

const THEME = 'lembayung';

const COUPLE: DemoCouple = {
  theme: THEME,
  bride: ['Nadia Kirana Putri', 'pertama', 'Bapak Heru Santoso', 'Ibu Dewi Kartika', 'nadiakirana'],
  groom: ['Raka Aditya Nugraha', 'kedua', 'Bapak Agus Nugroho', 'Ibu Yuliani', 'rakaaditya'],
  ceremony: {
    title: 'Akad Nikah',
    date: '2026-10-17',
    start: '08:00',
    end: '10:00',
    zone: 'WIB',
    venue: 'Masjid Agung Al-Azhar',
    address: 'Jl. Sisingamangaraja, Kebayoran Baru, Jakarta Selatan',
  },
  reception: {
    title: 'Resepsi',
    date: '2026-10-17',
    start: '11:00',
    end: '14:00',
    zone: 'WIB',
    venue: 'Gedung Arsip Nasional',
    address: 'Jl. Gajah Mada No. 111, Jakarta Barat',
  },
  loveStory: '',
  bank: ['BCA', '5270198834', 'Nadia Kirana Putri'],
};

const GUESTS = [
  {
    id: '00000000-0000-4000-8000-000000003201',
    name: 'Budi Santoso',
    token: 'demoKenangan0001',
    message: 'Selamat Nadia & Raka! Terima kasih sudah mengundang kami, acaranya hangat sekali.',
  },
  {
    id: '00000000-0000-4000-8000-000000003202',
    name: 'Tante Rosa',
    token: 'demoKenangan0002',
    message: 'Barakallahu lakuma. Semoga langgeng sampai kakek nenek.',
  },
  {
    id: '00000000-0000-4000-8000-000000003203',
    name: 'Keluarga Pak Hendra',
    token: 'demoKenangan0003',
    message: 'Mohon maaf tidak bisa hadir, doa terbaik dari kami sekeluarga.',
  },
] as const;

/** Guests' photos: bundled demo pictures, copied into the storage under these keys. */
const PHOTOS = [
  { n: 1, set: 'senja-jingga', scene: 'sampul', from: 0 },
  { n: 2, set: 'samudra-biru', scene: 'taman', from: 1 },
  { n: 3, set: 'daun-sirih', scene: 'lampion', from: 0 },
  { n: 4, set: 'anggrek-bulan', scene: 'buket', from: null },
  { n: 5, set: 'batik-parang', scene: 'gunung', from: 1 },
  { n: 6, set: 'kebaya-rose', scene: 'cincin', from: null },
] as const;
const WIDTHS = [
  [480, 640],
  [960, 1280],
] as const;
const photoKey = (photo: (typeof PHOTOS)[number], width: number) =>
  `demo-album/${photo.set}-${photo.scene}-${width}.webp`;

const GIFTS: {
  n: number;
  guest: number | null;
  fromName: string;
  kind: GiftKind;
  amount: number | null;
  description: string;
  status: GiftStatus;
}[] = [
  {
    n: 1,
    guest: 0,
    fromName: 'Budi Santoso',
    kind: 'transfer',
    amount: 500_000,
    description: '',
    status: 'confirmed',
  },
  {
    n: 2,
    guest: 1,
    fromName: 'Tante Rosa',
    kind: 'kado',
    amount: null,
    description: 'Set peralatan makan',
    status: 'confirmed',
  },
  {
    n: 3,
    guest: 2,
    fromName: 'Keluarga Pak Hendra',
    kind: 'transfer',
    amount: 300_000,
    description: 'Sudah kirim: Selamat ya!',
    status: 'waiting',
  },
  {
    n: 4,
    guest: null,
    fromName: 'Rekan kantor Raka',
    kind: 'amplop',
    amount: 1_000_000,
    description: '',
    status: 'confirmed',
  },
];

const id = (block: number, n: number) =>
  `00000000-0000-4000-8000-00000000${block}${String(n).padStart(2, '0')}`;

/**
 * Seeds the after-the-wedding demo: its couple (VIP), the published invitation with two accounts
 * and a gift address, a QRIS, three guests on the list with their answers, the album's thank-you note
 * and six guests' photos (one awaiting approval), wishes and the gift ledger. Idempotent: stable ids, nothing
 * changed once there. The photos' files are put into the storage by `storeDemoAlbumFiles`.
 */
export async function seedAfterWeddingDemo(db: Db): Promise<void> {
  const [present] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, AFTER_WEDDING_DEMO.userId));
  if (!present) {
    // The demo user's password hash, read back: a scrypt hash of its own would cost every test
    // file's fresh database most of a second.
    const [demoUser] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, DEMO_USER.id));
    await db
      .insert(users)
      .values({
        id: AFTER_WEDDING_DEMO.userId,
        name: 'Nadia & Raka',
        email: AFTER_WEDDING_DEMO.email,
        phone: '6281100000301',
        passwordHash: demoUser?.passwordHash ?? (await hashPassword(DEMO_USER.password)),
        status: 'active',
        plan: 'vip',
        phoneVerifiedAt: new Date(),
      })
      .onConflictDoNothing();
  }
  const [theme] = await db.select({ id: themes.id }).from(themes).where(eq(themes.code, THEME));
  await db
    .insert(invitations)
    .values({
      id: AFTER_WEDDING_DEMO.invitationId,
      userId: AFTER_WEDDING_DEMO.userId,
      themeId: theme!.id,
      slug: AFTER_WEDDING_DEMO.slug,
      content: {
        ...demoContent(COUPLE, 'vip'),
        invitation_slug: AFTER_WEDDING_DEMO.slug,
        background_music_enabled: false,
        bank_name_2: 'Mandiri',
        account_number_2: '1240007788991',
        account_holder_name_2: 'Raka Aditya Nugraha',
      },
      photos: demoPhotos(THEME),
      status: 'published',
      publishedAt: new Date('2026-09-01T03:00:00Z'),
    })
    .onConflictDoNothing();
  const invitationId = AFTER_WEDDING_DEMO.invitationId;
  const answeredAt = new Date('2026-10-10T05:00:00Z');
  await db
    .insert(guests)
    .values(
      GUESTS.map((guest, index) => ({
        id: guest.id,
        invitationId,
        name: guest.name,
        token: guest.token,
        invitedCount: 2,
        rsvpAttendance: index < 2 ? ('hadir' as const) : ('tidak_hadir' as const),
        rsvpGuests: index < 2 ? 2 : 0,
        rsvpMessage: guest.message,
        checkedInAt: index < 2 ? new Date('2026-10-17T04:30:00Z') : null,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(wishes)
    .values(
      GUESTS.map((guest, index) => {
        const createdAt = new Date(answeredAt.getTime() + index * 3600_000);
        const wish = { name: guest.name, message: guest.message };
        return {
          invitationId,
          ...wish,
          fingerprint: wishFingerprint(wish, createdAt),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(invitationAlbums)
    .values({
      invitationId,
      approvalRequired: true,
      thankYouNote:
        'Terima kasih atas doa, kehadiran dan tanda kasih Anda di hari bahagia kami, 17 Oktober 2026. Berikut kenangan yang Anda kirimkan.\n\nSalam hangat, Nadia & Raka',
      wallToken: AFTER_WEDDING_DEMO.wallToken,
    })
    .onConflictDoNothing();
  await db
    .insert(guestPhotos)
    .values(
      PHOTOS.map((photo) => {
        const guest = photo.from === null ? null : GUESTS[photo.from]!;
        return {
          id: id(33, photo.n),
          invitationId,
          guestId: guest?.id ?? null,
          senderName: guest?.name ?? (photo.n === 4 ? 'Sahabat SMA Nadia' : 'Om Darto'),
          // One waits for the couple's approval, so their album screen has something to decide.
          status: photo.n === 6 ? ('pending' as const) : ('shown' as const),
          width: 960,
          height: 1280,
          variants: WIDTHS.map(([width, height]) => ({
            width,
            height,
            key: photoKey(photo, width),
          })),
          originalBytes: 0,
          createdAt: new Date(Date.UTC(2026, 9, 17, 4, 10 * photo.n)),
        };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(gifts)
    .values(
      GIFTS.map((gift) => ({
        id: id(34, gift.n),
        invitationId,
        guestId: gift.guest === null ? null : GUESTS[gift.guest]!.id,
        fromName: gift.fromName,
        kind: gift.kind,
        amount: gift.amount,
        description: gift.description,
        status: gift.status,
        receivedAt: new Date(Date.UTC(2026, 9, 17, 6, gift.n * 7)),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(invitationGiftSettings)
    .values({
      invitationId,
      qrisPayload: buildQrisPayload('NADIA RAKA', 'JAKARTA'),
      qrisMerchant: 'NADIA RAKA',
      giftAddress:
        'Nadia Kirana Putri\nJl. Cempaka Putih Tengah No. 21, Jakarta Pusat 10510\n0811-0000-0301',
    })
    .onConflictDoNothing();
}

/**
 * Puts the demo album's photos into the storage (the local folder, or S3 when configured) once:
 * the album page, the wall and the zip read them from there like any guest's photo.
 */
export async function storeDemoAlbumFiles(storage: FileStorage): Promise<void> {
  for (const photo of PHOTOS) {
    for (const [width] of WIDTHS) {
      const key = photoKey(photo, width);
      if (await storage.get(key)) continue;
      const file = await fs.readFile(
        path.join(DEMO_MEDIA_DIR, photo.set, `${photo.scene}-${width}.webp`),
      );
      await storage.put(key, file, 'image/webp');
    }
  }
}
