import type { Attendance, InvitationSectionId, ThemeCulture } from '@kabar/shared';
import { THEME_CATALOGUE } from '@kabar/themes/catalogue/catalogue';
import { poolCouple } from './demo-couple-pool';

/** The demo couples, wishes and answers the seed publishes: invented, real-looking data only. */
export interface EventData {
  /** For the ceremony: a kind's label (Akad Nikah, Pemberkatan, ...) or the couple's own title. */
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

/** The stories' English versions (issue 30): the demos show a couple's own words in English. */
export const DEMO_STORIES_EN: Record<string, string> = {
  [STORY_KAMPUS]:
    'First Meeting: We first met at a campus event. A short chat about books turned into coffee every Friday afternoon.\n\nTogether: After three years of getting to know each other, we chose to walk on together, through distance, new jobs and many stories.\n\nThe Proposal: Before both our families, we promised to grow old together. Now we ask for your blessing for the day we have been waiting for.',
  [STORY_KANTOR]:
    'Teammates: We met working on the same project at the office. The long meetings left us with plenty of laughter.\n\nThe Journey: A family holiday in Lombok was how we came to know each other’s families.\n\nTowards Marriage: With our parents’ blessing, we set this happy day.',
};

/** One couple per catalogue theme, with real-looking Indonesian details (all invented). */
const FIRST_COUPLES: DemoCouple[] = [
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
      'guest_book',
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
      title: 'Pemberkatan',
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
      title: 'Pemberkatan',
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

/**
 * One couple per catalogue theme: the first nine written by hand (keeping their places, so their
 * accounts keep their ids), then the others from the pool of their theme's culture.
 */
export const COUPLES: DemoCouple[] = (() => {
  const written = new Set(FIRST_COUPLES.map((couple) => couple.theme));
  const seen = new Map<ThemeCulture, number>();
  const more = THEME_CATALOGUE.filter((theme) => !written.has(theme.code)).map((theme, index) => {
    const nth = seen.get(theme.tags.culture) ?? 0;
    seen.set(theme.tags.culture, nth + 1);
    return poolCouple(theme.code, theme.tags.culture, nth, index);
  });
  return [...FIRST_COUPLES, ...more];
})();

export const DEMO_WISHES: [name: string, message: string][] = [
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

export const DEMO_RSVPS: [name: string, attendance: Attendance, guests: number, message: string][] =
  [
    ['Keluarga Besar Hartono', 'hadir', 4, 'Kami sekeluarga insyaallah hadir.'],
    ['Dian & Reza', 'tidak_hadir', 1, 'Mohon maaf, sedang di luar kota.'],
    ['Tante Wati', 'hadir', 2, ''],
    ['Teman-teman SMA 3', 'hadir', 5, 'Rombongan berangkat bareng.'],
    ['Mega', 'ragu', 1, 'Semoga bisa menyusul.'],
  ];
