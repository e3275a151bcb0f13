import type { ThemeTier } from '@kabar/shared';

export interface DemoTheme {
  code: string;
  name: string;
  description: string;
  price: string;
  tier: ThemeTier;
  /** Colours of the generated cover photo: background from, background to, accent, ink. */
  palette: [string, string, string, string];
  couple: string;
}

/** The catalogue a fresh start shows: three per tier, prices on the spec's thresholds. */
export const DEMO_THEMES: DemoTheme[] = [
  {
    code: 'melati-putih',
    name: 'Melati Putih',
    tier: 'basic',
    price: '0.00',
    couple: 'Rina & Budi',
    palette: ['#fdfbf6', '#efe6d6', '#b08d57', '#3f3a33'],
    description:
      'Putih bersih dengan sentuhan emas lembut, rapi dan hangat untuk pernikahan yang sederhana.',
  },
  {
    code: 'senja-jingga',
    name: 'Senja Jingga',
    tier: 'basic',
    price: '0.00',
    couple: 'Sari & Dimas',
    palette: ['#fff4ea', '#f7c9a5', '#d9734e', '#4a2a1c'],
    description:
      'Warna langit senja yang hangat, cocok untuk resepsi sore di taman atau tepi pantai.',
  },
  {
    code: 'daun-sirih',
    name: 'Daun Sirih',
    tier: 'basic',
    price: '0.00',
    couple: 'Ayu & Fajar',
    palette: ['#f3f7f1', '#cfe0c8', '#5d8a55', '#24361f'],
    description: 'Hijau daun yang segar dan tenang, terinspirasi dari seserahan adat.',
  },
  {
    code: 'kebaya-rose',
    name: 'Kebaya Rose',
    tier: 'premium',
    price: '15000.00',
    couple: 'Nadia & Raka',
    palette: ['#fff5f6', '#f4c7cf', '#c45b74', '#4d1f2b'],
    description:
      'Merah muda kebaya dengan bunga mawar, lengkap dengan peta lokasi, hitung mundur dan RSVP.',
  },
  {
    code: 'batik-parang',
    name: 'Batik Parang',
    tier: 'premium',
    price: '15000.00',
    couple: 'Putri & Arif',
    palette: ['#f8f1e4', '#d9c29b', '#8a5a2b', '#2f2115'],
    description: 'Motif parang klasik berwarna sogan untuk pernikahan bernuansa Jawa.',
  },
  {
    code: 'lembayung',
    name: 'Lembayung',
    tier: 'premium',
    price: '12000.00',
    couple: 'Lia & Yoga',
    palette: ['#f6f2fb', '#d6c8ec', '#7a5ca8', '#2b2040'],
    description: 'Ungu lembayung yang anggun dengan tipografi modern dan ruang foto yang lega.',
  },
  {
    code: 'samudra-biru',
    name: 'Samudra Biru',
    tier: 'vip',
    price: '25000.00',
    couple: 'Maya & Andi',
    palette: ['#eef6fb', '#a9cfe6', '#1f6f9f', '#0f2b3d'],
    description: 'Biru samudra yang tenang, dengan musik latar, kisah cinta dan amplop digital.',
  },
  {
    code: 'anggrek-bulan',
    name: 'Anggrek Bulan',
    tier: 'vip',
    price: '35000.00',
    couple: 'Dewi & Bayu',
    palette: ['#fbf7f9', '#e8d3de', '#9c4f78', '#3a1a2b'],
    description: 'Anggrek bulan yang lembut dengan galeri besar dan amplop digital.',
  },
  {
    code: 'keraton-emas',
    name: 'Keraton Emas',
    tier: 'vip',
    price: '50000.00',
    couple: 'Laras & Bima',
    palette: ['#1c1712', '#3a2d1f', '#d4af37', '#f5e9c8'],
    description:
      'Hitam dan emas yang megah, terinspirasi dari keraton, untuk pernikahan paling berkesan.',
  },
];
