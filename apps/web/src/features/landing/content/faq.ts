import { siteConfig } from '@/config/site-config';

export interface FaqItem {
  question: string;
  answer: string;
}

const brand = siteConfig.brandName;

/** The seven questions, in their order (docs/product-rules.md), with our answers. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: `Apa itu ${brand}?`,
    answer: `${brand} adalah layanan undangan pernikahan digital. Kalian memilih tema, mengisi data mempelai dan acara, lalu mendapatkan satu link undangan yang bisa dibuka tamu dari ponsel mana pun, lengkap dengan peta lokasi, galeri foto, RSVP dan buku ucapan. Tidak perlu mencetak dan mengantar undangan satu per satu.`,
  },
  {
    question: 'Bagaimana cara membuat undangan?',
    answer:
      'Daftar atau masuk ke akunmu, pilih tema di halaman Atur Tema, lalu isi formulir data mempelai, informasi akad atau pemberkatan dan resepsi, serta penyesuaian terakhir seperti link undangan dan musik. Setelah kamu menekan Selesai, undangan langsung bisa dibuka dan dibagikan.',
  },
  {
    question: 'Apakah tema undangan bisa disesuaikan?',
    answer:
      'Bisa. Kamu dapat mengganti foto, teks, jadwal acara, lokasi, musik latar (paket VIP), serta mengatur urutan bagian undangan seperti galeri, countdown, lokasi dan RSVP. Warna dan tata letak mengikuti tema yang kamu pilih, sehingga tampilannya tetap rapi.',
  },
  {
    question: 'Bagaimana cara membagikan undangan ke tamu?',
    answer: `Setiap undangan punya alamat sendiri, misalnya nama-kalian.${siteConfig.invitationDomain}. Salin link tersebut dari dashboard lalu kirim lewat WhatsApp, Instagram, Telegram atau email. Di ponsel, tombol Bagikan membuka menu berbagi bawaan perangkatmu.`,
  },
  {
    question: 'Apakah tamu bisa mengisi RSVP?',
    answer: `Bisa, pada paket Premium dan VIP. Tamu cukup membuka undangan, mengisi nama, jumlah orang yang hadir dan konfirmasi kehadiran. Semua jawaban masuk ke dashboard sehingga kamu bisa memperkirakan jumlah tamu dan katering dengan tenang. Ucapan dan doa tamu tersedia di semua paket.`,
  },
  {
    question: 'Apakah undangan bisa diedit setelah dibuat?',
    answer:
      'Bisa, kapan saja. Perubahan seperti jam acara, lokasi atau foto langsung terlihat oleh tamu yang membuka link yang sama, jadi kamu tidak perlu mengirim ulang undangan.',
  },
  {
    question: `Apakah ${brand} gratis atau berbayar?`,
    answer: `Paket Basic gratis selamanya dan sudah bisa dipakai dengan tema-tema gratis. Paket Premium dan VIP (harganya tertera di bagian Bundle) dibayar sekali saja tanpa biaya bulanan, untuk membuka fitur seperti RSVP, countdown, peta lokasi, musik latar, amplop digital dan tema yang lebih lengkap.`,
  },
];
