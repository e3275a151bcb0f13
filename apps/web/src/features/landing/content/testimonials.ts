export interface Testimonial {
  name: string;
  detail: string;
  quote: string;
}

/**
 * Words from couples for the testimonial strip. Written for launch; replace them with quotes that
 * real couples have agreed to share as soon as there are some.
 */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Nadia & Raka',
    detail: 'Bandung · Tema Kebaya Rose',
    quote:
      'Undangannya jadi dalam satu malam. Orang tua kami yang awalnya ragu malah paling sering membagikan linknya ke grup keluarga.',
  },
  {
    name: 'Sari & Dimas',
    detail: 'Yogyakarta · Tema Senja Jingga',
    quote:
      'Fitur RSVP sangat membantu menghitung katering. Kami tahu persis berapa tamu yang datang seminggu sebelum acara.',
  },
  {
    name: 'Putri & Arif',
    detail: 'Solo · Tema Batik Parang',
    quote:
      'Tema batiknya elegan dan tetap terasa Jawa. Banyak tamu yang bertanya kami pakai jasa desainer siapa.',
  },
  {
    name: 'Maya & Andi',
    detail: 'Makassar · Tema Samudra Biru',
    quote:
      'Jam akad sempat berubah, tinggal kami edit dan semua tamu langsung melihat jadwal terbaru. Tidak perlu kirim ulang.',
  },
  {
    name: 'Ayu & Fajar',
    detail: 'Denpasar · Tema Daun Sirih',
    quote:
      'Kami pakai paket gratis dan hasilnya tetap rapi. Cocok untuk acara kecil bersama keluarga dekat.',
  },
  {
    name: 'Laras & Bima',
    detail: 'Jakarta · Tema Keraton Emas',
    quote:
      'Amplop digital dan musik latarnya bikin undangan terasa istimewa. Tim support juga cepat membalas di WhatsApp.',
  },
  {
    name: 'Dewi & Bayu',
    detail: 'Surabaya · Tema Anggrek Bulan',
    quote:
      'Galeri foto prewedding kami tampil cantik di ponsel. Buku ucapan tamunya jadi kenang-kenangan yang kami simpan.',
  },
  {
    name: 'Lia & Yoga',
    detail: 'Medan · Tema Lembayung',
    quote:
      'Peta lokasinya memudahkan tamu dari luar kota. Tidak ada lagi telepon yang menanyakan alamat gedung.',
  },
];
