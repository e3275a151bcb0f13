import type { LucideIcon } from 'lucide-react';
import { CreditCard, Palette, PencilLine, Send, UserRound } from 'lucide-react';
import { siteConfig } from '@/config/site-config';

interface HelpArticle {
  question: string;
  answer: string;
}

export interface HelpTopic {
  id: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  articles: HelpArticle[];
}

const brand = siteConfig.brandName;
const domain = siteConfig.invitationDomain;

export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'akun',
    title: 'Akun',
    icon: UserRound,
    summary: 'Daftar, masuk, verifikasi nomor HP dan password.',
    articles: [
      {
        question: 'Bagaimana cara mendaftar?',
        answer:
          'Buka halaman Daftar, isi nama, email, nomor HP dan password, lalu setujui Syarat dan Ketentuan. Kami mengirim kode 6 digit ke nomor HP-mu untuk verifikasi. Kamu juga bisa mendaftar dengan akun Google; nomor HP tetap diminta sekali untuk verifikasi.',
      },
      {
        question: 'Kode OTP tidak masuk, apa yang harus dilakukan?',
        answer:
          'Pastikan nomor HP ditulis dengan benar, misalnya 081234567890 atau 6281234567890, dan sinyal ponselmu stabil. Tombol Kirim ulang muncul setelah hitung mundur 60 detik selesai. Jika kode tetap tidak masuk, hubungi kami lewat WhatsApp.',
      },
      {
        question: 'Saya lupa password',
        answer:
          'Di halaman Masuk, pilih Lupa password dan masukkan email akunmu. Kami mengirim kode 6 digit ke email tersebut; masukkan kodenya lalu buat password baru. Periksa juga folder spam bila email belum terlihat.',
      },
      {
        question: 'Apa arti pilihan "Ingat saya"?',
        answer:
          'Jika dicentang, kamu tetap masuk di perangkat itu sampai memilih Keluar. Jika tidak, sesi berakhir saat browser ditutup. Jangan centang pilihan ini di komputer umum.',
      },
    ],
  },
  {
    id: 'tema',
    title: 'Tema',
    icon: Palette,
    summary: 'Memilih, membeli dan mengganti tema undangan.',
    articles: [
      {
        question: 'Apa beda tema Basic, Premium dan VIP?',
        answer: `Tema Basic gratis dan bisa dipakai semua pengguna. Tema Premium terbuka dengan paket Premium, sedangkan tema VIP dengan paket VIP (harga terkini di halaman Paket). Label di pojok kartu tema menunjukkan tingkatnya.`,
      },
      {
        question: 'Bisakah saya membeli satu tema tanpa upgrade paket?',
        answer:
          'Bisa. Tekan Beli Tema pada kartu tema berbayar untuk membeli tema itu saja. Setelah pembayaran berhasil, tema muncul di bagian Tema yang Dimiliki pada dashboard.',
      },
      {
        question: 'Bisakah saya mengganti tema setelah mengisi data?',
        answer:
          'Bisa. Data mempelai dan acara tersimpan di undanganmu, jadi saat berganti tema kamu tidak perlu mengisi ulang. Link, daftar tamu dan jawaban tamu juga tetap sama. Kalau tema baru meminta isian yang belum ada, kamu diminta melengkapinya dulu.',
      },
      {
        question: 'Bisakah keluarga ikut mengelola undangan?',
        answer:
          'Bisa. Di Daftar Tamu, buka tab Pengelola, pilih perannya (Editor, Pengelola tamu untuk satu pihak keluarga, atau Pemantau), lalu kirim link-nya lewat WhatsApp. Pengelola tamu hanya melihat tamu dari pihaknya. Kamu bisa mencabut akses kapan saja.',
      },
    ],
  },
  {
    id: 'mengisi-dan-mengedit',
    title: 'Mengisi & Mengedit',
    icon: PencilLine,
    summary: 'Data mempelai, acara, foto, musik dan urutan bagian.',
    articles: [
      {
        question: 'Data apa saja yang perlu disiapkan?',
        answer:
          'Nama lengkap dan nama panggilan kedua mempelai, nama orang tua, jadwal dan alamat akad nikah atau pemberkatan, jadwal resepsi (jika ada), link Google Maps lokasi, dan foto prewedding berformat JPG atau PNG maksimal 10 MB per foto.',
      },
      {
        question: 'Bagaimana cara mengubah urutan bagian undangan?',
        answer:
          'Di langkah Atur Sesuai Keinginan Anda, geser bagian seperti Galeri, Countdown, Lokasi, Amplop Digital dan RSVP ke urutan yang kamu mau, lalu tekan Selesai.',
      },
      {
        question: 'Apakah perubahan langsung terlihat oleh tamu?',
        answer:
          'Ya. Setelah kamu menyimpan, tamu yang membuka link yang sama langsung melihat versi terbaru. Tidak perlu mengirim ulang undangan.',
      },
      {
        question: 'Kenapa beberapa pengaturan terkunci?',
        answer:
          'Fitur seperti RSVP, countdown, musik latar dan amplop digital hanya tersedia di paket tertentu. Ikon gembok menunjukkan paket yang dibutuhkan; upgrade dari halaman Paket untuk membukanya.',
      },
    ],
  },
  {
    id: 'membagikan',
    title: 'Membagikan',
    icon: Send,
    summary: 'Link undangan, WhatsApp dan nama tamu.',
    articles: [
      {
        question: 'Di mana saya menemukan link undangan?',
        answer: `Link undanganmu ditentukan di langkah terakhir pengisian, misalnya rina-budi.${domain}. Kamu bisa menyalinnya kapan saja dari tombol Bagikan di dashboard.`,
      },
      {
        question: 'Bagaimana cara mengirim lewat WhatsApp?',
        answer:
          'Tekan Bagikan lalu pilih WhatsApp, atau salin link dan tempelkan di chat. Di ponsel, tombol Bagikan via Aplikasi membuka menu berbagi bawaan perangkatmu sehingga kamu bisa memilih kontak atau grup.',
      },
      {
        question: 'Apakah undangan bisa dibuka tanpa aplikasi?',
        answer:
          'Bisa. Tamu cukup mengetuk link dan undangan terbuka di browser ponsel mereka. Halaman undangan dibuat ringan agar tetap cepat dengan kuota terbatas.',
      },
    ],
  },
  {
    id: 'pembayaran',
    title: 'Pembayaran',
    icon: CreditCard,
    summary: 'Metode bayar, konfirmasi, voucher dan pengembalian dana.',
    articles: [
      {
        question: 'Metode pembayaran apa saja yang tersedia?',
        answer:
          'QRIS, GoPay, OVO, DANA, ShopeePay, virtual account dan transfer bank (BCA, Mandiri, BNI, BRI). Pilih metodenya di halaman checkout, lalu ikuti petunjuk pembayaran yang muncul.',
      },
      {
        question: 'Kapan paket saya aktif?',
        answer:
          'Paket dan tema berbayar aktif otomatis begitu penyedia pembayaran mengonfirmasi pembayaranmu berhasil, biasanya dalam beberapa detik. Jika setelah 15 menit belum aktif, hubungi kami dengan menyertakan email akun dan bukti pembayaran.',
      },
      {
        question: 'Bagaimana cara memakai kode voucher?',
        answer:
          'Di halaman checkout, tekan Gunakan pada kotak voucher, masukkan kodenya lalu pilih Terapkan. Potongan harga langsung terlihat di Ringkasan Pesanan sebelum kamu membayar.',
      },
      {
        question: 'Apakah pembayaran bisa dikembalikan?',
        answer:
          'Pembelian paket dan tema bersifat final dan tidak dapat dikembalikan, kecuali ada penagihan ganda atau kesalahan sistem dari pihak kami. Detailnya ada di Syarat dan Ketentuan bagian Pembayaran.',
      },
    ],
  },
];

export const HELP_INTRO = `Temukan jawaban seputar akun, tema, pengisian undangan, cara membagikan dan pembayaran di ${brand}.`;
