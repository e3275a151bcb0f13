import type { InvitationContent, InvitationPhoto } from '@kabar/shared';
import { DEFAULT_SECTION_ORDER } from '@kabar/shared';
import type { PageModelInput } from '../model/build-page-model';

/** Everything a couple can fill in, switched on. */
export const FULL_CONTENT: InvitationContent = {
  brideName: 'Rina Lestari, S.Pd.',
  brideOrder: 'pertama',
  brideFather: 'Suharto',
  brideMother: 'Ibu Sri Wahyuni',
  brideIg: '@rina.lestari',
  groomName: 'Muhammad Budi Santoso',
  groomOrder: '2',
  groomFather: 'Bapak Agus Salim',
  groomMother: 'Mariam',
  groomIg: 'budi_s',
  judul_acara_ibadah_pernikahan: 'Akad Nikah',
  tanggal_acara_ibadah_pernikahan: '2026-12-12',
  waktu_mulai_ibadah_pernikahan: '08:00',
  waktu_selesai_ibadah_pernikahan: '10:00',
  sampai_selesai_ibadah_pernikahan: false,
  zona_waktu_ibadah_pernikahan: 'WIB',
  nama_lokasi_ibadah_pernikahan: 'Masjid Agung Al-Azhar',
  alamat_acara_ibadah_pernikahan: 'Jl. Sisingamangaraja, Kebayoran Baru, Jakarta Selatan',
  judul_acara_resepsi_pernikahan: 'Resepsi',
  tanggal_acara_resepsi_pernikahan: '2026-12-12',
  waktu_mulai_resepsi_pernikahan: '11:00',
  waktu_selesai_resepsi_pernikahan: '',
  sampai_selesai_resepsi_pernikahan: true,
  zona_waktu_resepsi_pernikahan: 'WIB',
  nama_lokasi_resepsi_pernikahan: 'Gedung Serbaguna Sasana Kriya',
  alamat_acara_resepsi_pernikahan: 'Taman Mini Indonesia Indah, Jakarta Timur',
  invitation_slug: 'rina-budi',
  background_music_url: '/media/demo/musik.mp3',
  bank_name: 'BCA',
  account_number: '1234567890',
  account_holder_name: 'Rina Lestari',
  gallery_enabled: true,
  reception_enabled: true,
  background_music_enabled: true,
  digital_envelope_enabled: true,
  guest_book_enabled: true,
  countdown_enabled: true,
  rsvp_enabled: true,
  search_indexing_enabled: false,
  love_story:
    'Pertemuan: Kami bertemu di perpustakaan kampus pada 2019.\n\nLamaran: Di hadapan kedua keluarga, Budi melamar pada awal 2026.',
  live_stream_url: 'https://www.youtube.com/@rinabudi/live',
};

function photo(id: string, width: number, height: number): InvitationPhoto {
  return {
    id,
    width,
    height,
    variants: [480, 960].map((w) => ({ width: w, url: `/media/test/${id}-${w}.webp` })),
  };
}

export const PHOTOS: InvitationPhoto[] = [
  photo('a', 960, 1280),
  photo('b', 960, 1280),
  photo('c', 1280, 960),
];

export function sampleInput(overrides: Partial<PageModelInput> = {}): PageModelInput {
  return {
    invitation: {
      slug: 'rina-budi',
      content: FULL_CONTENT,
      sectionOrder: DEFAULT_SECTION_ORDER,
      photos: PHOTOS,
      version: 3,
    },
    theme: { code: 'melati-putih', tier: 'basic' },
    plan: 'vip',
    site: { brandName: 'Kabar', publicUrl: 'https://kabar.id' },
    ...overrides,
  };
}
