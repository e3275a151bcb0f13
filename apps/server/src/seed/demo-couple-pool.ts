import type { ThemeCulture } from '@kabar/shared';
import type { DemoCouple, EventData } from './demo-couples';

/** bride, her father, her mother; groom, his father, his mother (all invented). */
type Names = [string, string, string, string, string, string];
/** ceremony title, venue, address; reception venue, address; time zone. */
type Place = [string, string, string, string, string, EventData['zone']];

const STORY =
  'Awal Bertemu: Kami dipertemukan lewat sahabat yang sama, di sebuah acara keluarga yang ramai.\n\nSaling Mengenal: Dari obrolan singkat menjadi kebiasaan bertukar kabar setiap hari.\n\nHari Bahagia: Dengan restu kedua keluarga, kami melangkah bersama dan memohon doa restu.';

/** Couples and places by culture, so a Batak theme's demo reads like a Batak wedding. */
const POOL: Record<ThemeCulture, { names: Names[]; place: Place }> = {
  umum: {
    names: [
      [
        'Anisa Rahmawati',
        'Bapak Joko Susilo',
        'Ibu Lestari',
        'Rizky Pratama',
        'Bapak Herman Wijaya',
        'Ibu Ratna Dewi',
      ],
      [
        'Citra Maharani',
        'Bapak Agus Setiawan',
        'Ibu Yuliani',
        'Galih Saputra',
        'Bapak Slamet Riyadi',
        'Ibu Suryani',
      ],
      [
        'Tiara Anggraini',
        'Bapak Eko Nugroho',
        'Ibu Wahyuni',
        'Reza Mahendra',
        'Bapak Darmawan',
        'Ibu Nurhayati',
      ],
      [
        'Kirana Putri',
        'Bapak Hendra Gunawan',
        'Ibu Fitriani',
        'Aditya Nugraha',
        'Bapak Sugeng Raharjo',
        'Ibu Winarti',
      ],
      [
        'Salsabila Azzahra',
        'Bapak Imam Santoso',
        'Ibu Rukmini',
        'Farhan Maulana',
        'Bapak Teguh Wibowo',
        'Ibu Ani Susanti',
      ],
      [
        'Nabila Kusuma',
        'Bapak Yudi Hartono',
        'Ibu Mega Sari',
        'Ilham Ramadhan',
        'Bapak Bambang Sutejo',
        'Ibu Ida Royani',
      ],
      [
        'Amelia Safitri',
        'Bapak Rudi Hermawan',
        'Ibu Siti Aminah',
        'Yoga Permana',
        'Bapak Wawan Kurniawan',
        'Ibu Tuti Handayani',
      ],
      [
        'Dinda Paramitha',
        'Bapak Heru Prasetyo',
        'Ibu Sulastri',
        'Bagas Wicaksono',
        'Bapak Aris Munandar',
        'Ibu Dwi Astuti',
      ],
      [
        'Vania Larasati',
        'Bapak Dedi Kurnia',
        'Ibu Rina Marlina',
        'Kevin Hadiwijaya',
        'Bapak Sutanto',
        'Ibu Lilis Suryani',
      ],
      [
        'Maharani Putri',
        'Bapak Andi Wijaya',
        'Ibu Indah Permata',
        'Rangga Saputra',
        'Bapak Tono Sudarmo',
        'Ibu Wiwik Sriyani',
      ],
      [
        'Shinta Dewi',
        'Bapak Gatot Subroto',
        'Ibu Nining',
        'Arya Dwipangga',
        'Bapak Mulyadi',
        'Ibu Sumarni',
      ],
    ],
    place: [
      'Akad Nikah',
      'Masjid Al-Ikhlas',
      'Jl. Kemang Raya No. 10, Jakarta Selatan',
      'Balai Kartini',
      'Jl. Gatot Subroto Kav. 37, Jakarta Selatan',
      'WIB',
    ],
  },
  jawa: {
    names: [
      [
        'Sekar Arum Kusumaningrum',
        'KRT. Hadiningrat',
        'Ibu Sri Kusumawardhani',
        'Bagus Wiryawan Hadiningrat',
        'KRT. Suryo Negoro',
        'Ibu Endah Pratiwi',
      ],
      [
        'Pramesti Ayuningtyas',
        'Bapak Hadi Prayitno',
        'Ibu Sumiyati',
        'Danang Suryo Atmojo',
        'Bapak Joko Santoso',
        'Ibu Tri Rahayu',
      ],
      [
        'Ratri Kusumaningtyas',
        'Bapak Widodo',
        'Ibu Sri Lestari',
        'Bayu Aji Pamungkas',
        'Bapak Suparman',
        'Ibu Ngatini',
      ],
      [
        'Anjani Puspitasari',
        'Bapak Sutrisno',
        'Ibu Murni',
        'Wisnu Wardhana',
        'Bapak Gunawan',
        'Ibu Tutik',
      ],
      [
        'Sekar Ayu Ningrum',
        'Bapak Harjono',
        'Ibu Parmi',
        'Panji Laksono',
        'Bapak Sukirman',
        'Ibu Sri Wahyuni',
      ],
    ],
    place: [
      'Ijab Kabul',
      'Pendopo Ndalem Joyokusuman',
      'Jl. Rotowijayan No. 2, Kraton, Yogyakarta',
      'Pendopo Agung Royal Ambarrukmo',
      'Jl. Laksda Adisucipto No. 81, Sleman, Yogyakarta',
      'WIB',
    ],
  },
  sunda: {
    names: [
      [
        'Siti Nurhasanah',
        'Bapak Asep Saepudin',
        'Ibu Euis Kurniasih',
        'Rahmat Hidayat',
        'Bapak Dadang Sunandar',
        'Ibu Iis Rohaeti',
      ],
      [
        'Rini Sundari',
        'Bapak Cecep Supriatna',
        'Ibu Nenden',
        'Dede Ramdani',
        'Bapak Ade Suherman',
        'Ibu Yayah',
      ],
      [
        'Intan Permatasari',
        'Bapak Ujang Suryana',
        'Ibu Cucu Juariah',
        'Rangga Gumilar',
        'Bapak Engkos Kosasih',
        'Ibu Titin',
      ],
      [
        'Euis Komalasari',
        'Bapak Dedi Mulyadi',
        'Ibu Imas',
        'Asep Kurniawan',
        'Bapak Ayi Sutarya',
        'Ibu Enok',
      ],
    ],
    place: [
      'Akad Nikah',
      'Masjid Pusdai Jawa Barat',
      'Jl. Diponegoro No. 63, Bandung',
      'Gedung Sate Bale Pasundan',
      'Jl. Diponegoro No. 22, Bandung',
      'WIB',
    ],
  },
  minang: {
    names: [
      [
        'Rahmi Yulianti',
        'Bapak Syafrizal Dt. Rajo Mudo',
        'Ibu Yusnimar',
        'Fadli Akbar Sutan Mangkuto',
        'Bapak Zulkifli',
        'Ibu Nurlela',
      ],
      [
        'Silvia Oktaviani',
        'Bapak Afrizal',
        'Ibu Rosmiati',
        'Hendri Putra Sutan Bagindo',
        'Bapak Yulizar',
        'Ibu Desmawati',
      ],
      [
        'Puti Ranti Andini',
        'Bapak Ismail Dt. Bandaro',
        'Ibu Erniwati',
        'Rizal Fahmi Sutan Pamenan',
        'Bapak Jasman',
        'Ibu Yanti',
      ],
      [
        'Fitri Handayani',
        'Bapak Darmansyah',
        'Ibu Nelly',
        'Aulia Rahman',
        'Bapak Masrul',
        'Ibu Syamsinar',
      ],
    ],
    place: [
      'Akad Nikah',
      'Masjid Raya Sumatera Barat',
      'Jl. Khatib Sulaiman, Padang',
      'Gedung Pertemuan Bagindo Aziz Chan',
      'Jl. Sudirman No. 1, Padang',
      'WIB',
    ],
  },
  bali: {
    names: [
      [
        'Ayu Candra Prameswari',
        'I Wayan Sudarsana',
        'Ni Made Sukarni',
        'Arya Wiguna Putra',
        'I Ketut Mertha',
        'Ni Nyoman Sriasih',
      ],
      [
        'Dwi Lestari Pradnyani',
        'I Nyoman Suwitra',
        'Ni Ketut Rai',
        'Agus Saputra Wijaya',
        'I Wayan Budiarta',
        'Ni Luh Suartini',
      ],
      [
        'Sri Wahyuni Kusuma',
        'I Made Sudana',
        'Ni Wayan Sutami',
        'Eka Pradnyana Giri',
        'I Nengah Sukadana',
        'Ni Made Darmi',
      ],
      [
        'Indah Pratiwi Sari',
        'I Ketut Suarjana',
        'Ni Nyoman Rusmini',
        'Yoga Mahendra Jaya',
        'I Gusti Ngurah Oka',
        'Ni Luh Kompyang',
      ],
      [
        'Sintya Ayu Dewi',
        'I Wayan Wirata',
        'Ni Ketut Sumiati',
        'Adi Putra Mahayasa',
        'I Made Suweta',
        'Ni Wayan Murni',
      ],
    ],
    place: [
      'Upacara Pawiwahan',
      'Griya Mempelai Pria',
      'Jl. Raya Ubud No. 8, Gianyar, Bali',
      'Wantilan Pura Desa Ubud',
      'Jl. Raya Ubud, Gianyar, Bali',
      'WITA',
    ],
  },
  batak: {
    names: [
      [
        'Lestari Br. Simanjuntak',
        'Bapak Parlindungan Simanjuntak',
        'Ibu Rosmawati Br. Siregar',
        'Hotman Sitorus',
        'Bapak Jansen Sitorus',
        'Ibu Tiurma Br. Nainggolan',
      ],
      [
        'Debora Br. Situmorang',
        'Bapak Robert Situmorang',
        'Ibu Nurmala Br. Hutapea',
        'Frans Hutagalung',
        'Bapak Marihot Hutagalung',
        'Ibu Lamria Br. Pardede',
      ],
      [
        'Yohana Br. Manurung',
        'Bapak Tigor Manurung',
        'Ibu Dorma Br. Sinaga',
        'Samuel Panjaitan',
        'Bapak Poltak Panjaitan',
        'Ibu Risma Br. Tampubolon',
      ],
      [
        'Grace Br. Simatupang',
        'Bapak Monang Simatupang',
        'Ibu Lasma Br. Lubis',
        'Daniel Silalahi',
        'Bapak Saut Silalahi',
        'Ibu Rotua Br. Purba',
      ],
    ],
    place: [
      'Pemberkatan Nikah',
      'HKBP Sudirman',
      'Jl. Jenderal Sudirman No. 5, Medan',
      'Wisma Benteng (Pesta Unjuk)',
      'Jl. Kapten Maulana Lubis No. 8, Medan',
      'WIB',
    ],
  },
  bugis: {
    names: [
      [
        'Nurul Fadhilah Andi Baso',
        'Andi Mappanyukki',
        'Andi Hasnah',
        'Ikhsan Maulana Andi Amir',
        'Andi Baso Amir',
        'Hj. Andi Rahmatia',
      ],
      [
        'Tenri Ajeng Sulaiman',
        'H. Andi Sulaiman',
        'Hj. Nurhaeda',
        'Fajar Daeng Nai',
        'H. Abdul Rahman Daeng Sewang',
        'Hj. Sitti Rahmah',
      ],
    ],
    place: [
      'Akad Nikah',
      'Masjid Raya Makassar',
      'Jl. Masjid Raya No. 57, Makassar',
      'Baruga Somba Opu',
      'Jl. Daeng Tata, Benteng Somba Opu, Gowa',
      'WITA',
    ],
  },
  betawi: {
    names: [
      [
        'Siti Nurjanah',
        'Bapak H. Muhidin',
        'Ibu Hj. Saidah',
        'Ahmad Sanusi',
        'Bapak H. Ma’ruf',
        'Ibu Hj. Rohani',
      ],
      [
        'Fitri Handayani',
        'Bapak H. Sarmili',
        'Ibu Mimin',
        'Rahmat Hidayat',
        'Bapak H. Jaelani',
        'Ibu Hj. Nurlela',
      ],
    ],
    place: [
      'Akad Nikah',
      'Masjid Jami’ Al-Makmur Setu Babakan',
      'Jl. Moh. Kahfi II, Jagakarsa, Jakarta Selatan',
      'Perkampungan Budaya Betawi Setu Babakan',
      'Jl. Moh. Kahfi II, Jagakarsa, Jakarta Selatan',
      'WIB',
    ],
  },
  islami: {
    names: [
      [
        'Aisyah Nur Fadilah',
        'Bapak H. Abdullah Syafi’i',
        'Ibu Hj. Khadijah',
        'Muhammad Hafidz Ramadhan',
        'Bapak H. Umar Faruq',
        'Ibu Hj. Maryam',
      ],
      [
        'Fatimah Az-Zahra',
        'Bapak Ustadz Hasan Basri',
        'Ibu Halimah',
        'Ahmad Zaki Mubarak',
        'Bapak H. Yusuf Mansur',
        'Ibu Hj. Aminah',
      ],
      [
        'Khadijah Ulfah',
        'Bapak H. Ali Imron',
        'Ibu Hj. Zainab',
        'Abdurrahman Hakim',
        'Bapak H. Sulaiman',
        'Ibu Hj. Ruqayyah',
      ],
      [
        'Zahra Humaira',
        'Bapak H. Ismail Marzuki',
        'Ibu Hj. Salamah',
        'Hamzah Al-Fatih',
        'Bapak H. Ibrahim',
        'Ibu Hj. Sofiyah',
      ],
      [
        'Nurul Izzah',
        'Bapak H. Hasyim',
        'Ibu Hj. Mardiyah',
        'Umar Abdul Aziz',
        'Bapak H. Musa',
        'Ibu Hj. Hafsah',
      ],
    ],
    place: [
      'Akad Nikah',
      'Masjid Istiqlal',
      'Jl. Taman Wijaya Kusuma, Sawah Besar, Jakarta Pusat',
      'Gedung Serbaguna Istiqlal',
      'Jl. Taman Wijaya Kusuma, Jakarta Pusat',
      'WIB',
    ],
  },
  kristen: {
    names: [
      [
        'Maria Natalia',
        'Bapak Yohanes Sutanto',
        'Ibu Theresia Wulandari',
        'Stefanus Adi Nugroho',
        'Bapak Paulus Hartono',
        'Ibu Lidia Kurniawati',
      ],
      [
        'Christina Angelia',
        'Bapak Markus Tanoyo',
        'Ibu Elisabeth',
        'Yosua Pratama',
        'Bapak Daniel Setiadi',
        'Ibu Ruth Susanti',
      ],
      [
        'Agnes Melati',
        'Bapak Petrus Widjaja',
        'Ibu Veronika',
        'Michael Christian',
        'Bapak Andreas Budiman',
        'Ibu Magdalena',
      ],
      [
        'Priscilla Debora',
        'Bapak Timotius Halim',
        'Ibu Ester Lim',
        'Jonathan Wirawan',
        'Bapak Filipus Gunadi',
        'Ibu Naomi',
      ],
    ],
    place: [
      'Pemberkatan Nikah',
      'Gereja Katedral Jakarta',
      'Jl. Katedral No. 7B, Sawah Besar, Jakarta Pusat',
      'Hotel Borobudur Jakarta',
      'Jl. Lapangan Banteng Selatan No. 1, Jakarta Pusat',
      'WIB',
    ],
  },
  tionghoa: {
    names: [
      [
        'Jessica Tanoto',
        'Bapak Hendra Tanoto',
        'Ibu Lina Wijaya',
        'Kelvin Gunawan',
        'Bapak Budi Gunawan',
        'Ibu Meiliana',
      ],
      [
        'Stefanie Halim',
        'Bapak Sugianto Halim',
        'Ibu Lily Setiawati',
        'Jonathan Santoso',
        'Bapak Rudy Santoso',
        'Ibu Susi Lianawati',
      ],
      [
        'Michelle Lie',
        'Bapak Tjandra Lie',
        'Ibu Anggraeni',
        'Steven Kurniawan',
        'Bapak Harianto',
        'Ibu Mei Hwa',
      ],
      [
        'Felicia Oei',
        'Bapak Wijaya Oei',
        'Ibu Lanny',
        'Vincent Tanuwidjaja',
        'Bapak Hartono Tanuwidjaja',
        'Ibu Rosalina',
      ],
    ],
    place: [
      'Pemberkatan Nikah',
      'Klenteng Sam Poo Kong (Tea Pai)',
      'Jl. Simongan No. 129, Semarang',
      'Ballroom Hotel Tentrem Semarang',
      'Jl. Gajahmada No. 123, Semarang',
      'WIB',
    ],
  },
};

const ORDERS = ['pertama', 'kedua', 'ketiga', 'bungsu'];
const BANKS = ['BCA', 'Mandiri', 'BNI', 'BRI', 'BSI'];

function handle(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .join('.');
}

/**
 * A demo couple for a theme of the given culture: the culture's next names, its place, and a
 * date a week after the one before, so no two demos look copied.
 */
export function poolCouple(
  theme: string,
  culture: ThemeCulture,
  nth: number,
  serial: number,
): DemoCouple {
  const pool = POOL[culture];
  const names = pool.names[nth % pool.names.length]!;
  const [title, venue, address, receptionVenue, receptionAddress, zone] = pool.place;
  const day = new Date(Date.UTC(2027, 1, 6 + serial * 7));
  const date = day.toISOString().slice(0, 10);
  return {
    theme,
    bride: [names[0], ORDERS[serial % 4]!, names[1], names[2], handle(names[0])],
    groom: [names[3], ORDERS[(serial + 1) % 4]!, names[4], names[5], handle(names[3])],
    ceremony: { title, date, start: '08:00', end: '10:00', zone, venue, address },
    reception: {
      title: 'Resepsi',
      date,
      start: '11:00',
      zone,
      venue: receptionVenue,
      address: receptionAddress,
    },
    loveStory: STORY,
    bank: [BANKS[serial % BANKS.length]!, String(7100000000 + serial * 7919), names[0]],
  };
}
