import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_SECTION_ORDER,
  guestNameKey,
  type Attendance,
  type InvitationContent,
  type InvitationSectionId,
  type PlanId,
} from '@kabar/shared';
import { hashPassword } from '../auth/password';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { invitations } from '../modules/invitations/invitations.schema';
import { wishFingerprint } from '../modules/rsvps/rsvps.queries';
import { rsvps, wishes } from '../modules/rsvps/rsvps.schema';
import { themes } from '../modules/themes/themes.schema';
import { users } from '../modules/users/users.schema';
import { DEMO_PHOTO_ROUTE, demoPhotos } from './demo-photos';
import { DEMO_THEMES } from './demo-themes';
import { DEMO_USER } from './seed-demo-user';

/** A drawn-out piano piece we made ourselves (scripts/generate-demo-music.ts). */
export const DEMO_MUSIC_URL = `${DEMO_PHOTO_ROUTE}/musik-kanon.mp3`;

export interface EventData {
  title: string;
  date: string;
  start: string;
  end?: string;
  zone: 'WIB' | 'WITA' | 'WIT';
  venue: string;
  address: string;
}

export interface DemoCouple {
  theme: string;
  bride: [name: string, order: string, father: string, mother: string, ig: string];
  groom: [name: string, order: string, father: string, mother: string, ig: string];
  ceremony: EventData;
  reception: EventData;
  loveStory: string;
  bank: [bank: string, account: string, holder: string];
  liveStream?: string;
  sectionOrder?: InvitationSectionId[];
}

const STORY_KAMPUS =
  'Pertemuan Pertama: Kami pertama kali bertemu di sebuah kegiatan kampus. Obrolan singkat tentang buku berlanjut menjadi kebiasaan minum kopi setiap Jumat sore.\n\nMenjalin Kasih: Setelah tiga tahun saling mengenal, kami memutuskan untuk melangkah bersama, melewati jarak, pekerjaan baru dan banyak cerita.\n\nLamaran: Di hadapan kedua keluarga, kami mengikat janji untuk menua bersama. Kini kami memohon doa restu untuk hari yang kami nantikan.';
const STORY_KANTOR =
  'Rekan Satu Tim: Kami dipertemukan dalam satu proyek di kantor. Rapat yang panjang ternyata menyisakan banyak tawa.\n\nPerjalanan: Liburan keluarga ke Lombok menjadi awal kami saling mengenal keluarga masing-masing.\n\nMenuju Halal: Dengan restu orang tua, kami menetapkan hari bahagia ini.';

/** One couple per catalogue theme, with real-looking Indonesian details (all invented). */
const COUPLES: DemoCouple[] = [
  {
    theme: 'melati-putih',
    bride: [
      'Rina Ayu Lestari',
      'pertama',
      'Bapak Sutrisno',
      'Ibu Endang Rahayu',
      'rina.ayulestari',
    ],
    groom: [
      'Budi Prasetyo, S.T.',
      'kedua',
      'Bapak Hadi Purnomo',
      'Ibu Sri Mulyani',
      'budiprasetyo',
    ],
    ceremony: {
      title: 'Akad Nikah',
      date: '2027-01-16',
      start: '08:00',
      end: '10:00',
      zone: 'WIB',
      venue: 'Masjid Raya Bintaro Jaya',
      address: 'Jl. Boulevard Bintaro Jaya Sektor IX, Tangerang Selatan, Banten',
    },
    reception: {
      title: 'Resepsi',
      date: '2027-01-16',
      start: '11:00',
      zone: 'WIB',
      venue: 'Gedung Graha Widya Bhakti',
      address: 'Kawasan Puspiptek, Setu, Tangerang Selatan, Banten',
    },
    loveStory: STORY_KAMPUS,
    bank: ['BCA', '8730412256', 'Rina Ayu Lestari'],
  },
  {
    theme: 'senja-jingga',
    bride: ['Sari Wulandari', 'kedua', 'Bapak I Made Suarta', 'Ibu Ni Luh Sukerti', 'sariwulan'],
    groom: [
      'Dimas Aditya Putra',
      'pertama',
      'Bapak Bambang Irawan',
      'Ibu Retno Wulan',
      'dimasaditya',
    ],
    ceremony: {
      title: 'Akad Nikah',
      date: '2027-02-13',
      start: '09:00',
      end: '10:30',
      zone: 'WITA',
      venue: 'Masjid Agung Ibnu Batutah',
      address: 'Jl. Raya Nusa Dua, Benoa, Kuta Selatan, Badung, Bali',
    },
    reception: {
      title: 'Resepsi Tepi Pantai',
      date: '2027-02-13',
      start: '16:00',
      zone: 'WITA',
      venue: 'Pantai Mengiat Garden',
      address: 'Kawasan Pariwisata Nusa Dua, Badung, Bali',
    },
    loveStory: STORY_KANTOR,
    bank: ['Mandiri', '1420019876543', 'Sari Wulandari'],
  },
  {
    theme: 'daun-sirih',
    bride: ['Ayu Kartika Sari', 'ketiga', 'Bapak Suharjo', 'Ibu Tri Handayani', 'ayukartika'],
    groom: ['Fajar Nugroho', 'pertama', 'Bapak Joko Santoso', 'Ibu Wahyuningsih', 'fajarnugroho'],
    ceremony: {
      title: 'Akad Nikah',
      date: '2027-03-06',
      start: '08:30',
      end: '09:30',
      zone: 'WIB',
      venue: 'Masjid Gedhe Kauman',
      address: 'Jl. Kauman, Ngupasan, Gondomanan, Yogyakarta',
    },
    reception: {
      title: 'Resepsi',
      date: '2027-03-06',
      start: '12:00',
      end: '14:00',
      zone: 'WIB',
      venue: 'Pendopo Agung Royal Ambarrukmo',
      address: 'Jl. Laksda Adisucipto No. 81, Depok, Sleman, Yogyakarta',
    },
    loveStory: STORY_KAMPUS,
    bank: ['BRI', '002301045678509', 'Fajar Nugroho'],
  },
  {
    theme: 'kebaya-rose',
    bride: [
      'Nadia Putri Maharani',
      'pertama',
      'Bapak Dedi Kurnia',
      'Ibu Rina Marlina',
      'nadiamaharani',
    ],
    groom: ['Raka Pratama', 'kedua', 'Bapak Asep Saepudin', 'Ibu Euis Rohaeni', 'rakapratama'],
    ceremony: {
      title: 'Akad Nikah',
      date: '2027-03-20',
      start: '08:00',
      end: '09:00',
      zone: 'WIB',
      venue: 'Masjid Pusdai Jawa Barat',
      address: 'Jl. Diponegoro No. 63, Cihaur Geulis, Bandung',
    },
    reception: {
      title: 'Resepsi',
      date: '2027-03-20',
      start: '11:00',
      end: '14:00',
      zone: 'WIB',
      venue: 'Gedung Sate Hall',
      address: 'Jl. Diponegoro No. 22, Citarum, Bandung Wetan, Bandung',
    },
    loveStory: STORY_KANTOR,
    bank: ['BNI', '0612345789', 'Nadia Putri Maharani'],
    liveStream: 'https://www.youtube.com/@nadiaraka/live',
  },
  {
    theme: 'batik-parang',
    bride: ['Putri Anggraini', 'kedua', 'Bapak Slamet Riyadi', 'Ibu Sulastri', 'putrianggraini'],
    groom: ['Arif Hidayat', 'pertama', 'Bapak Mulyono', 'Ibu Suparmi', 'arifhidayat'],
    ceremony: {
      title: 'Ijab Kabul',
      date: '2027-04-10',
      start: '09:00',
      end: '10:00',
      zone: 'WIB',
      venue: 'Masjid Agung Surakarta',
      address: 'Jl. Masjid Besar, Kauman, Pasar Kliwon, Surakarta',
    },
    reception: {
      title: 'Resepsi Adat Jawa',
      date: '2027-04-10',
      start: '19:00',
      end: '21:00',
      zone: 'WIB',
      venue: 'Pendhapi Gede Balai Kota Surakarta',
      address: 'Jl. Jend. Sudirman No. 2, Kp. Baru, Pasar Kliwon, Surakarta',
    },
    loveStory: STORY_KAMPUS,
    bank: ['BCA', '0154478812', 'Arif Hidayat'],
    sectionOrder: [
      'couple',
      'gallery',
      'ceremony',
      'reception',
      'countdown',
      'location',
      'digital_envelope',
      'rsvp',
    ],
  },
  {
    theme: 'lembayung',
    bride: ['Lia Amelia', 'pertama', 'Bapak Hendra Wijaya', 'Ibu Yuliana', 'liaamelia'],
    groom: ['Yoga Permana', 'ketiga', 'Bapak Agus Santoso', 'Ibu Lilik Suryani', 'yogapermana'],
    ceremony: {
      title: 'Akad Nikah',
      date: '2027-05-08',
      start: '07:30',
      end: '09:00',
      zone: 'WIB',
      venue: 'Masjid Nasional Al-Akbar',
      address: 'Jl. Masjid Al-Akbar Timur No. 1, Pagesangan, Jambangan, Surabaya',
    },
    reception: {
      title: 'Resepsi',
      date: '2027-05-08',
      start: '18:30',
      end: '21:00',
      zone: 'WIB',
      venue: 'Grand City Convention Hall',
      address: 'Jl. Walikota Mustajab No. 1, Ketabang, Genteng, Surabaya',
    },
    loveStory: STORY_KANTOR,
    bank: ['Mandiri', '1410007654321', 'Lia Amelia'],
  },
  {
    theme: 'samudra-biru',
    bride: ['Maya Sari Dewi', 'kedua', 'Bapak Daniel Tandi', 'Ibu Martha Palinggi', 'mayasaridewi'],
    groom: ['Andi Saputra', 'pertama', 'Bapak Yohanes Saputra', 'Ibu Maria Goreti', 'andisaputra'],
    ceremony: {
      title: 'Pemberkatan Nikah',
      date: '2027-05-29',
      start: '10:00',
      end: '11:30',
      zone: 'WITA',
      venue: 'Gereja Katedral Hati Yesus Yang Maha Kudus',
      address: 'Jl. Kajaolalido No. 14, Baru, Ujung Pandang, Makassar',
    },
    reception: {
      title: 'Resepsi',
      date: '2027-05-29',
      start: '18:00',
      zone: 'WITA',
      venue: 'Phinisi Ballroom, Pantai Losari',
      address: 'Jl. Metro Tanjung Bunga, Mariso, Makassar, Sulawesi Selatan',
    },
    loveStory: STORY_KAMPUS,
    bank: ['BCA', '7890123456', 'Maya Sari Dewi'],
    liveStream: 'https://www.youtube.com/@mayaandi/live',
  },
  {
    theme: 'anggrek-bulan',
    bride: [
      'Dewi Lestari Ningsih',
      'pertama',
      'Bapak Markus Wanggai',
      'Ibu Yuliana Rumbiak',
      'dewilestari',
    ],
    groom: [
      'Bayu Kurniawan',
      'kedua',
      'Bapak Petrus Kurniawan',
      'Ibu Agnes Sitompul',
      'bayukurniawan',
    ],
    ceremony: {
      title: 'Pemberkatan Nikah',
      date: '2027-06-19',
      start: '09:00',
      end: '10:30',
      zone: 'WIT',
      venue: 'Gereja Katolik Kristus Raja Dok V',
      address: 'Jl. Sam Ratulangi, Bhayangkara, Jayapura Utara, Papua',
    },
    reception: {
      title: 'Resepsi',
      date: '2027-06-19',
      start: '17:00',
      end: '20:00',
      zone: 'WIT',
      venue: 'Swiss-Belhotel Jayapura',
      address: 'Jl. Pasifik Permai, Bhayangkara, Jayapura Utara, Papua',
    },
    loveStory: STORY_KANTOR,
    bank: ['Gopay', '081298765432', 'Dewi Lestari Ningsih'],
  },
  {
    theme: 'keraton-emas',
    bride: [
      'Laras Sekar Ayu',
      'pertama',
      'Bapak KRT. Hadiwinoto',
      'Ibu Raden Ayu Sekarsari',
      'larassekarayu',
    ],
    groom: [
      'Bima Wicaksono',
      'kedua',
      'Bapak Hartono Wicaksono',
      'Ibu Setyaningsih',
      'bimawicaksono',
    ],
    ceremony: {
      title: 'Akad Nikah',
      date: '2027-07-10',
      start: '08:00',
      end: '09:30',
      zone: 'WIB',
      venue: 'Masjid Gedhe Kauman',
      address: 'Jl. Kauman, Ngupasan, Gondomanan, Yogyakarta',
    },
    reception: {
      title: 'Resepsi Agung',
      date: '2027-07-10',
      start: '19:00',
      end: '22:00',
      zone: 'WIB',
      venue: 'Bangsal Kepatihan',
      address: 'Jl. Malioboro No. 16, Suryatmajan, Danurejan, Yogyakarta',
    },
    loveStory: STORY_KAMPUS,
    bank: ['Mandiri', '1370016543219', 'Laras Sekar Ayu'],
    liveStream: 'https://www.youtube.com/@larasbima/live',
  },
];

const DEMO_WISHES: [name: string, message: string][] = [
  [
    'Keluarga Besar Hartono',
    'Selamat menempuh hidup baru! Semoga menjadi keluarga yang sakinah, mawaddah, warahmah.',
  ],
  [
    'Dian & Reza',
    'Bahagia selalu untuk kalian berdua. Maaf belum bisa hadir, doa terbaik dari Balikpapan.',
  ],
  ['Tante Wati', 'Selamat ya, Nak. Semoga langgeng sampai kakek nenek dan segera diberi momongan.'],
  [
    'Teman-teman SMA 3',
    'Akhirnya! Selamat untuk pasangan paling sabar se-angkatan. Sampai jumpa di resepsi!',
  ],
  ['Pak Ahmad (kantor)', 'Semoga pernikahan ini membawa berkah bagi kedua keluarga.'],
  ['Mega', 'Happy wedding! Cantik dan ganteng banget, ikut bahagia lihat foto-fotonya.'],
  ['Om Budiman', 'Selamat berbahagia. Rukun selalu, saling menjaga dan menguatkan.'],
  ['Rani', "Barakallahu lakuma wa baraka alaikuma wa jama'a bainakuma fi khair."],
  ['Keluarga Siregar', 'Horas! Selamat menempuh hidup baru, semoga penuh sukacita.'],
  ['Yudi', 'Selamat bro! Jaga baik-baik ya, titip adik kami.'],
  ['Bu Ratna', 'Selamat untuk kedua mempelai. Semoga menjadi keluarga yang harmonis dan bahagia.'],
  ['Arga', 'Semoga cinta kalian terus tumbuh setiap hari. Selamat!'],
];

const DEMO_RSVPS: [name: string, attendance: Attendance, guests: number, message: string][] = [
  ['Keluarga Besar Hartono', 'hadir', 4, 'Kami sekeluarga insyaallah hadir.'],
  ['Dian & Reza', 'tidak_hadir', 1, 'Mohon maaf, sedang di luar kota.'],
  ['Tante Wati', 'hadir', 2, ''],
  ['Teman-teman SMA 3', 'hadir', 5, 'Rombongan berangkat bareng.'],
  ['Mega', 'ragu', 1, 'Semoga bisa menyusul.'],
];

export function demoUserId(index: number): string {
  return `00000000-0000-4000-8000-0000000001${String(index + 1).padStart(2, '0')}`;
}

export function demoInvitationId(index: number): string {
  return `00000000-0000-4000-8000-0000000002${String(index + 1).padStart(2, '0')}`;
}

export function demoSlug(themeCode: string): string {
  return `demo-${themeCode}`;
}

function eventFields(section: string, event: EventData): InvitationContent {
  return {
    [`judul_acara_${section}`]: event.title,
    [`tanggal_acara_${section}`]: event.date,
    [`waktu_mulai_${section}`]: event.start,
    [`waktu_selesai_${section}`]: event.end ?? '',
    [`sampai_selesai_${section}`]: !event.end,
    [`zona_waktu_${section}`]: event.zone,
    [`nama_lokasi_${section}`]: event.venue,
    [`alamat_acara_${section}`]: event.address,
  };
}

function person(who: 'bride' | 'groom', [name, order, father, mother, ig]: DemoCouple['bride']) {
  return {
    [`${who}Name`]: name,
    [`${who}Order`]: order,
    [`${who}Father`]: father,
    [`${who}Mother`]: mother,
    [`${who}Ig`]: ig,
  };
}

export function demoContent(couple: DemoCouple, tierPlan: PlanId): InvitationContent {
  const vip = tierPlan === 'vip';
  return {
    ...person('bride', couple.bride),
    ...person('groom', couple.groom),
    ...eventFields('ibadah_pernikahan', couple.ceremony),
    ...eventFields('resepsi_pernikahan', couple.reception),
    invitation_slug: demoSlug(couple.theme),
    background_music_url: vip ? DEMO_MUSIC_URL : '',
    bank_name: couple.bank[0],
    account_number: couple.bank[1],
    account_holder_name: couple.bank[2],
    gallery_enabled: true,
    reception_enabled: true,
    background_music_enabled: vip,
    digital_envelope_enabled: vip,
    guest_book_enabled: true,
    countdown_enabled: tierPlan !== 'basic',
    rsvp_enabled: tierPlan !== 'basic',
    search_indexing_enabled: false,
    love_story: vip ? couple.loveStory : '',
    live_stream_url: couple.liveStream ?? '',
  };
}

/**
 * One published demo invitation per catalogue theme, each owned by its own demo couple whose plan
 * is what the theme's tier needs, with a few wishes and answers; then each theme's website_url
 * points at its demo, so the landing page's Website buttons open a real invitation. Idempotent.
 */
export async function seedDemoInvitations(db: Db, config: Pick<Config, 'site'>): Promise<void> {
  const themeRows = await db
    .select({ id: themes.id, code: themes.code })
    .from(themes)
    .where(
      inArray(
        themes.code,
        COUPLES.map((couple) => couple.theme),
      ),
    );
  const themeId = new Map(themeRows.map((row) => [row.code, row.id]));
  const tierOf = new Map(DEMO_THEMES.map((theme) => [theme.code, theme.tier]));

  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        COUPLES.map((_, index) => demoUserId(index)),
      ),
    );
  const passwordHash =
    existing.length < COUPLES.length ? await hashPassword(DEMO_USER.password) : null;

  for (const [index, couple] of COUPLES.entries()) {
    const plan = tierOf.get(couple.theme) ?? 'basic';
    const userId = demoUserId(index);
    const invitationId = demoInvitationId(index);
    if (passwordHash) {
      await db
        .insert(users)
        .values({
          id: userId,
          name: `${couple.bride[0].split(' ')[0]} & ${couple.groom[0].split(' ')[0]}`,
          email: `${couple.theme}@demo.kabar.id`,
          phone: `62811000001${String(index + 1).padStart(2, '0')}`,
          passwordHash,
          status: 'active',
          plan,
          phoneVerifiedAt: new Date(),
        })
        .onConflictDoNothing();
    }
    await db.update(users).set({ plan }).where(eq(users.id, userId));

    const content = demoContent(couple, plan);
    const values = {
      id: invitationId,
      userId,
      themeId: themeId.get(couple.theme)!,
      slug: demoSlug(couple.theme),
      content,
      sectionOrder: couple.sectionOrder ?? DEFAULT_SECTION_ORDER,
      photos: demoPhotos(couple.theme),
      status: 'published' as const,
      publishedAt: new Date('2026-11-01T03:00:00Z'),
    };
    await db
      .insert(invitations)
      .values(values)
      .onConflictDoUpdate({
        target: invitations.id,
        set: {
          themeId: values.themeId,
          slug: values.slug,
          content: values.content,
          sectionOrder: values.sectionOrder,
          photos: values.photos,
          status: values.status,
          version: sql`case when ${invitations.content} is distinct from excluded.content or ${invitations.photos} is distinct from excluded.photos or ${invitations.sectionOrder} is distinct from excluded.section_order then ${invitations.version} + 1 else ${invitations.version} end`,
        },
      });

    const wishCount = plan === 'basic' ? 4 : DEMO_WISHES.length;
    await db
      .insert(wishes)
      .values(
        DEMO_WISHES.slice(0, wishCount).map(([name, message], wishIndex) => {
          const createdAt = new Date(Date.UTC(2026, 10, 2 + wishIndex, 2 + wishIndex, 15));
          return {
            invitationId,
            name,
            message,
            fingerprint: wishFingerprint({ name, message }, createdAt),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .onConflictDoNothing();
    if (plan !== 'basic') {
      await db
        .insert(rsvps)
        .values(
          DEMO_RSVPS.map(([name, attendance, guests, message], rsvpIndex) => {
            const at = new Date(Date.UTC(2026, 10, 3 + rsvpIndex, 5, 30));
            return {
              invitationId,
              name,
              nameKey: guestNameKey(name),
              attendance,
              guests,
              message,
              createdAt: at,
              updatedAt: at,
            };
          }),
        )
        .onConflictDoNothing();
    }

    await db
      .update(themes)
      .set({ websiteUrl: `${config.site.publicUrl}/${demoSlug(couple.theme)}` })
      .where(eq(themes.code, couple.theme));
  }
}
