import { siteConfig } from '@/config/site-config';
import { formatPhone } from '@/components/layout/whatsapp';

export type TermsBlock = string | { list: string[] };

export interface TermsSection {
  id: string;
  title: string;
  blocks: TermsBlock[];
}

const brand = siteConfig.brandName;
const domain = siteConfig.invitationDomain;

export const TERMS_UPDATED = '1 Oktober 2025';

/**
 * The fifteen sections of the terms of service, in their order (docs/product-rules.md, Screens).
 */
export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'ketentuan-umum',
    title: 'Ketentuan Umum',
    blocks: [
      `Syarat dan Ketentuan ini mengatur penggunaan situs, aplikasi dan layanan undangan pernikahan digital ${brand} ("Layanan"). Dengan mendaftar, membuat undangan atau membayar paket, kamu menyatakan telah membaca, memahami dan menyetujui seluruh isi Syarat dan Ketentuan ini.`,
      'Kamu harus berusia sekurang-kurangnya 17 tahun atau sudah menikah untuk membuat akun. Jika kamu mendaftar atas nama orang lain, misalnya calon mempelai dalam keluargamu, kamu menjamin telah mendapat izin dari mereka.',
      'Istilah "kami" berarti pengelola Layanan, sedangkan "kamu" atau "Pengguna" berarti setiap orang yang membuat akun atau menggunakan Layanan. "Tamu" adalah orang yang membuka undangan yang kamu bagikan.',
    ],
  },
  {
    id: 'perubahan-ketentuan',
    title: 'Perubahan Ketentuan',
    blocks: [
      'Kami dapat memperbarui Syarat dan Ketentuan ini dari waktu ke waktu, misalnya ketika ada fitur baru atau perubahan peraturan. Tanggal pembaruan terakhir selalu tercantum di bagian atas halaman ini.',
      'Perubahan penting akan kami beri tahukan lewat email yang terdaftar atau pemberitahuan di dashboard paling lambat 7 hari sebelum berlaku. Dengan tetap menggunakan Layanan setelah perubahan berlaku, kamu dianggap menyetujui ketentuan yang baru.',
    ],
  },
  {
    id: 'akun-pengguna',
    title: 'Akun Pengguna',
    blocks: [
      'Untuk membuat undangan kamu perlu akun dengan nama, alamat email dan nomor HP yang aktif dan benar. Nomor HP diverifikasi dengan kode sekali pakai.',
      {
        list: [
          'Kamu bertanggung jawab menjaga kerahasiaan password dan kode verifikasi, serta atas semua aktivitas yang terjadi di akunmu.',
          'Satu akun digunakan oleh satu pasangan atau satu penyelenggara acara; akun tidak boleh diperjualbelikan.',
          'Segera hubungi kami bila kamu menduga akunmu digunakan orang lain tanpa izin.',
        ],
      },
    ],
  },
  {
    id: 'jenis-layanan-dan-lisensi',
    title: 'Jenis Layanan dan Lisensi',
    blocks: [
      'Layanan tersedia dalam tiga paket, masing-masing dibayar sekali dan berlaku selamanya untuk akunmu:',
      {
        list: [
          `Basic (gratis): tema-tema gratis serta ucapan dan doa dari tamu.`,
          `Premium: semua fitur Basic, ditambah tema Premium, peta lokasi, hitung mundur (countdown) dan RSVP.`,
          `VIP: semua fitur Premium, ditambah tema VIP, musik latar, kisah cinta (love story), amplop digital dan custom domain.`,
        ],
      },
      `Selama akunmu aktif, kami memberimu lisensi terbatas, tidak eksklusif dan tidak dapat dialihkan untuk memakai tema dan fitur sesuai paketmu guna membuat dan membagikan undangan pernikahanmu sendiri, termasuk di alamat seperti nama-kalian.${domain}. Lisensi ini tidak mencakup hak menjual kembali tema atau memakainya di luar Layanan.`,
    ],
  },
  {
    id: 'pembayaran',
    title: 'Pembayaran',
    blocks: [
      'Harga paket dan tema tercantum dalam Rupiah di halaman Bundle dan katalog tema, dan merupakan harga sekali bayar tanpa biaya bulanan atau tahunan.',
      {
        list: [
          'Pembayaran dapat dilakukan melalui QRIS, GoPay, OVO, DANA, ShopeePay, virtual account dan transfer bank (antara lain BCA, Mandiri, BNI dan BRI), serta metode lain yang tersedia di halaman checkout.',
          'Fitur berbayar baru dapat diakses setelah pembayaran dinyatakan berhasil oleh penyedia pembayaran. Pesanan yang belum dibayar sampai batas waktunya akan dibatalkan otomatis.',
          'Kode voucher hanya berlaku sesuai ketentuannya masing-masing, tidak dapat diuangkan dan tidak dapat digabungkan kecuali dinyatakan lain.',
          'Semua pembelian paket dan tema berbayar bersifat final dan tidak dapat dikembalikan (non-refundable), kecuali terjadi penagihan ganda atau kesalahan sistem dari pihak kami yang telah kami verifikasi.',
        ],
      },
    ],
  },
  {
    id: 'tema-dan-informasi-undangan',
    title: 'Tema dan Informasi Undangan',
    blocks: [
      'Kamu hanya dapat menggunakan tema yang sesuai dengan paketmu atau tema yang sudah kamu beli satuan. Tema gratis dapat dipakai di semua paket.',
      'Kamu bertanggung jawab atas kebenaran semua informasi dalam undangan, seperti nama mempelai, tanggal, jam, alamat acara, nomor rekening amplop digital dan tautan peta. Periksa kembali undanganmu sebelum membagikannya; kami tidak bertanggung jawab atas kerugian akibat informasi yang keliru.',
      'Link undangan harus unik dan tidak boleh meniru nama merek, lembaga atau orang lain. Kami dapat menolak atau mengganti link yang melanggar ketentuan ini.',
    ],
  },
  {
    id: 'hak-kekayaan-intelektual',
    title: 'Hak Kekayaan Intelektual',
    blocks: [
      `Desain tema, ilustrasi, kode, logo, nama ${brand} dan seluruh materi Layanan adalah milik kami atau pemberi lisensi kami dan dilindungi hukum hak cipta dan merek di Indonesia.`,
      'Kamu tidak boleh menyalin, memodifikasi, mendistribusikan atau membuat karya turunan dari tema dan materi tersebut di luar penggunaan undanganmu sendiri di dalam Layanan.',
    ],
  },
  {
    id: 'konten-pengguna',
    title: 'Konten Pengguna',
    blocks: [
      'Foto, teks, musik dan materi lain yang kamu unggah tetap menjadi milikmu. Kamu memberi kami izin untuk menyimpan, memproses (misalnya memperkecil ukuran foto) dan menampilkannya semata-mata untuk menjalankan undanganmu.',
      {
        list: [
          'Kamu menjamin memiliki hak atas semua konten yang kamu unggah, termasuk izin dari orang yang tampil di foto dan lisensi untuk musik latar.',
          'Konten tidak boleh mengandung unsur SARA, pornografi, kekerasan, penipuan, atau melanggar hukum dan hak orang lain.',
          'Kami berhak menurunkan konten yang melanggar ketentuan ini, termasuk ucapan tamu yang tidak pantas, tanpa pemberitahuan terlebih dahulu.',
        ],
      },
    ],
  },
  {
    id: 'ulasan-dan-testimoni',
    title: 'Ulasan dan Testimoni',
    blocks: [
      'Jika kamu mengirimkan ulasan, testimoni atau masukan tentang Layanan, kamu mengizinkan kami menampilkannya di situs dan materi promosi kami dengan menyebut nama panggilan dan kota yang kamu setujui.',
      'Kamu dapat meminta kami menurunkan testimonimu kapan saja melalui kontak di bagian akhir halaman ini. Kami tidak pernah menampilkan foto atau data pribadimu tanpa persetujuan.',
    ],
  },
  {
    id: 'penghentian-layanan',
    title: 'Penghentian Layanan',
    blocks: [
      'Kamu dapat berhenti menggunakan Layanan dan meminta penghapusan akun kapan saja melalui tim dukungan kami. Setelah akun dihapus, undangan dan datanya tidak dapat dipulihkan.',
      'Kami dapat menangguhkan atau menghentikan akun yang melanggar Syarat dan Ketentuan ini, menyalahgunakan Layanan, atau membahayakan pengguna lain. Untuk pelanggaran yang tidak berat, kami akan memberi peringatan terlebih dahulu.',
      'Penghentian karena pelanggaran tidak memberikan hak atas pengembalian dana untuk paket yang sudah dibayar.',
    ],
  },
  {
    id: 'privasi',
    title: 'Privasi',
    blocks: [
      'Kami mengumpulkan data yang diperlukan untuk menjalankan Layanan: data akun (nama, email, nomor HP), isi undangan, serta jawaban RSVP dan ucapan dari tamu. Password disimpan dalam bentuk yang telah di-hash dan tidak dapat kami baca.',
      'Kami tidak menjual data pribadimu. Data hanya dibagikan kepada penyedia yang membantu kami menjalankan Layanan, seperti penyedia pembayaran, pengiriman email dan SMS, sebatas yang diperlukan, dan kepada pihak berwenang bila diwajibkan oleh hukum.',
      'Kami mengelola data pribadi sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi. Kamu dapat meminta salinan, perbaikan atau penghapusan datamu melalui kontak kami.',
    ],
  },
  {
    id: 'batasan-tanggung-jawab',
    title: 'Batasan Tanggung Jawab',
    blocks: [
      'Kami berupaya menjaga Layanan tetap tersedia dan aman, namun Layanan disediakan "sebagaimana adanya". Gangguan dapat terjadi karena pemeliharaan, jaringan internet, perangkat tamu atau keadaan di luar kendali kami.',
      'Sejauh diizinkan oleh hukum, tanggung jawab kami atas kerugian apa pun yang timbul dari penggunaan Layanan dibatasi paling tinggi sebesar jumlah yang telah kamu bayarkan kepada kami untuk paket atau tema yang bersangkutan. Kami tidak bertanggung jawab atas kerugian tidak langsung, seperti tamu yang tidak hadir atau acara yang berubah.',
    ],
  },
  {
    id: 'dukungan',
    title: 'Dukungan',
    blocks: [
      `Tim dukungan ${brand} dapat dihubungi lewat WhatsApp dan email pada hari kerja, Senin sampai Jumat pukul 09.00–17.00 WIB, kecuali hari libur nasional. Pesan yang masuk di luar jam tersebut kami balas pada hari kerja berikutnya.`,
      'Kami biasanya membalas dalam 1×24 jam kerja. Untuk kendala pembayaran, sertakan email akun dan bukti pembayaran agar kami dapat membantu lebih cepat.',
    ],
  },
  {
    id: 'hukum-yang-berlaku',
    title: 'Hukum yang Berlaku',
    blocks: [
      'Syarat dan Ketentuan ini tunduk pada dan ditafsirkan menurut hukum Negara Republik Indonesia.',
      'Setiap perselisihan akan diselesaikan terlebih dahulu secara musyawarah. Apabila dalam 30 hari tidak tercapai kesepakatan, perselisihan diselesaikan melalui pengadilan negeri yang berwenang di Indonesia.',
    ],
  },
  {
    id: 'kontak',
    title: 'Kontak',
    blocks: [
      'Jika ada pertanyaan tentang Syarat dan Ketentuan ini, hubungi kami:',
      {
        list: [
          `Email: ${siteConfig.supportEmail}`,
          `WhatsApp: ${formatPhone()}`,
          'Jam layanan: Senin–Jumat, 09.00–17.00 WIB',
        ],
      },
    ],
  },
];
