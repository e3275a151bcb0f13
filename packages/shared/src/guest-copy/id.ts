import { GUEST_NAME_MAX } from '../guest-name';
import { GUEST_MESSAGE_MAX, RSVP_GUESTS_MAX, RSVP_GUESTS_MIN, type Attendance } from '../rsvp';

const ID_ORDINALS = ['', 'pertama', 'kedua', 'ketiga', 'keempat', 'kelima', 'keenam', 'ketujuh'];

/**
 * Everything guests read on an invitation page, its forms' answers, its calendar file and link
 * preview, in each language (issue 30, decision 042). A typed catalogue: English must have every
 * key Indonesian has, with the same kind of value (guest-copy.test.ts checks it at run time too).
 * The couple's dashboard stays Indonesian and keeps its own words where they are.
 */
export const id = {
  page: {
    htmlLang: 'id',
    ogLocale: 'id_ID',
    title: (names: string) => `The Wedding of ${names}`,
    description: (names: string, date: string | null) =>
      date ? `Undangan pernikahan ${names}, ${date}.` : `Undangan pernikahan ${names}.`,
    previewPublished:
      'Pratinjau: undangan ini sudah diterbitkan. Perubahan tampil untuk tamu setelah disimpan.',
    previewDraft: 'Pratinjau: undangan ini belum diterbitkan.',
    footer: (brand: string) => `Undangan digital oleh ${brand}`,
    switchTo: 'English',
    weddingOf: 'The Wedding of',
  },
  cover: {
    openButton: 'Buka Undangan',
    photoAlt: (names: string) => `Foto prewedding ${names}`,
    toLabelNamed: 'Kepada Yth. Bapak/Ibu/Saudara/i',
    toLabel: 'Kepada Yth.',
    toNameless: 'Bapak/Ibu/Saudara/i',
    toNote: 'Mohon maaf bila ada kesalahan penulisan nama dan gelar.',
  },
  couple: {
    kicker: 'Dengan penuh syukur',
    title: 'Mempelai',
    lead: 'Dengan memohon rahmat dan ridho Tuhan Yang Maha Esa, kami bermaksud menyelenggarakan pernikahan kami:',
    bride: 'Mempelai Wanita',
    groom: 'Mempelai Pria',
    and: 'dan',
    childOf: (child: 'daughter' | 'son', order: number | null, text: string) =>
      order === null
        ? `${child === 'daughter' ? 'Putri' : 'Putra'} ${text} dari`
        : `${child === 'daughter' ? 'Putri' : 'Putra'} ${ID_ORDINALS[order] ?? `ke-${order}`} dari`,
    childOfWritten: (text: string) => `${text} dari`,
    childRank: (child: 'daughter' | 'son', rank: 'eldest' | 'youngest') =>
      `${child === 'daughter' ? 'Putri' : 'Putra'} ${rank === 'eldest' ? 'sulung' : 'bungsu'} dari`,
    mr: 'Bapak',
    mrs: 'Ibu',
  },
  story: { kicker: 'Perjalanan kami', title: 'Kisah Cinta' },
  events: {
    ceremonyKicker: 'Acara',
    receptionKicker: 'Perayaan',
    moreKicker: 'Acara lainnya',
    moreTitle: 'Rangkaian Acara',
    saveToCalendar: 'Simpan ke Kalender',
    session: (number: number) => `Sesi ${number}`,
    /**
     * Event titles the editor offers or couples commonly write, by their lower-case Indonesian
     * form: an English page names them in English; any other title is the couple's own word.
     */
    knownTitles: {
      'akad nikah': 'Akad Nikah',
      pemberkatan: 'Pemberkatan',
      'pemberkatan nikah': 'Pemberkatan Nikah',
      'ibadah pernikahan': 'Ibadah Pernikahan',
      'resepsi pernikahan': 'Resepsi Pernikahan',
      resepsi: 'Resepsi',
      'ngunduh mantu': 'Ngunduh Mantu',
      pengajian: 'Pengajian',
      siraman: 'Siraman',
      'upacara adat': 'Upacara Adat',
    } as Record<string, string>,
  },
  live: {
    kicker: 'Dari mana saja',
    title: 'Siaran Langsung',
    lead: 'Bagi keluarga dan sahabat yang berhalangan hadir, saksikan momen bahagia kami secara langsung.',
    watch: 'Tonton Siaran Langsung',
  },
  gallery: {
    kicker: 'Momen kami',
    title: 'Galeri',
    photoAlt: (names: string, index: number, total: number) =>
      `Foto ${names} ${index} dari ${total}`,
    dialog: 'Galeri foto',
    close: 'Tutup',
    previous: 'Foto sebelumnya',
    next: 'Foto berikutnya',
  },
  countdown: {
    kicker: 'Menuju hari bahagia',
    title: 'Hitung Mundur',
    units: { d: 'Hari', h: 'Jam', m: 'Menit', s: 'Detik' },
    done: 'Hari bahagia telah tiba. Terima kasih atas doa restu Anda.',
  },
  location: {
    kicker: 'Petunjuk arah',
    title: 'Lokasi Acara',
    place: 'Lokasi',
    openMaps: 'Buka Google Maps',
    showMap: 'Tampilkan Peta',
    mapTitle: (place: string) => `Peta ${place}`,
  },
  envelope: {
    kicker: 'Tanda kasih',
    title: 'Amplop Digital',
    lead: 'Doa restu Anda adalah karunia terindah bagi kami. Bila ingin memberikan tanda kasih, Anda dapat mengirimkannya melalui:',
    account: 'Rekening',
    holder: (name: string) => `a.n. ${name}`,
    copy: 'Salin Nomor Rekening',
    more: 'QRIS & Konfirmasi Kiriman',
  },
  rsvp: {
    kicker: 'Mohon kabari kami',
    title: 'Konfirmasi Kehadiran',
    name: 'Nama',
    attendance: 'Kehadiran',
    guests: 'Jumlah Tamu',
    eachEvent: 'Mohon beri jawaban untuk setiap acara.',
    people: (count: number) => `${count} orang`,
    message: 'Pesan untuk mempelai (opsional)',
    submit: 'Kirim Konfirmasi',
    choices: { hadir: 'Hadir', tidak_hadir: 'Tidak Hadir', ragu: 'Masih Ragu' } as Record<
      Attendance,
      string
    >,
  },
  wishes: {
    kicker: 'Doa restu',
    title: 'Ucapan & Doa',
    message: 'Ucapan & doa',
    submit: 'Kirim Ucapan',
    count: (total: number) => `${total} ucapan`,
    empty: 'Belum ada ucapan. Jadilah yang pertama mengirim doa untuk kedua mempelai.',
    pages: 'Halaman ucapan',
    report: 'Laporkan',
    reportAsk: 'Laporkan ucapan ini sebagai tidak pantas? Tim kami akan meninjaunya.',
    reported: 'Terima kasih, laporan Anda akan ditinjau.',
    reportGone: 'Ucapan tidak ditemukan.',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    pageOf: (page: number, total: number) => `Halaman ${page} dari ${total}`,
  },
  forms: {
    honeypot: 'Jangan diisi',
    previewOff: 'Formulir tidak aktif pada pratinjau. Terbitkan undangan untuk menerima jawaban.',
  },
  pass: {
    kicker: 'Untuk penerima tamu',
    title: 'Kartu Tamu',
    note: (count: number) =>
      `Tunjukkan kode QR ini kepada penerima tamu saat Anda tiba. Undangan untuk ${count} orang.`,
    qrTitle: (name: string) => `Kode QR tamu ${name}`,
  },
  closing: {
    lead: 'Merupakan suatu kehormatan dan kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan hadir dan memberikan doa restu.',
    thanks: 'Kami yang berbahagia,',
  },
  notices: {
    answered: (name: string, answer: string) =>
      `Terima kasih, ${name}. Jawaban Anda: ${answer}. Kirim ulang formulir ini bila ingin mengubahnya.`,
    attendingWith: (label: string, count: number) => `${label}, ${count} orang`,
    wishSaved: 'Terima kasih atas ucapan dan doa Anda.',
    rsvpClosedSince: (when: string) => `Konfirmasi kehadiran sudah ditutup sejak ${when}.`,
  },
  errors: {
    name: `Nama wajib diisi, maksimal ${GUEST_NAME_MAX} karakter.`,
    attendance: 'Pilih kehadiran Anda.',
    guests: `Jumlah tamu ${RSVP_GUESTS_MIN} sampai ${RSVP_GUESTS_MAX} orang.`,
    message: `Pesan maksimal ${GUEST_MESSAGE_MAX} karakter; ucapan tidak boleh kosong.`,
    limit: 'Terlalu banyak permintaan. Tunggu beberapa saat sebelum mencoba lagi.',
    full: 'Maaf, sesi Anda sudah penuh. Silakan pilih tidak hadir atau hubungi mempelai.',
    closed: 'Maaf, konfirmasi kehadiran sudah ditutup.',
    notFound: 'Undangan tidak ditemukan.',
    rsvpUnavailable: 'Konfirmasi kehadiran tidak tersedia untuk undangan ini.',
    guestBookUnavailable: 'Ucapan & Doa tidak tersedia untuk undangan ini.',
    invalid: 'Periksa kembali isian formulir.',
  },
  script: {
    playMusic: 'Putar musik',
    pauseMusic: 'Jeda musik',
    copied: 'Tersalin!',
    copyByHand: 'Salin manual: ',
    offline: 'Gagal terhubung ke server. Periksa koneksi internet Anda dan coba lagi.',
  },
  calendar: {
    fileName: (slug: string) => `undangan-${slug}.ics`,
  },
  notFound: {
    title: 'Undangan tidak ditemukan',
    text: 'Maaf, undangan yang Anda cari belum diterbitkan, sudah tidak tersedia, atau alamatnya keliru. Periksa kembali tautan dari pengirim undangan.',
    home: (brand: string) => `Kembali ke Beranda ${brand}`,
  },
  /** The invitation after its last event (issue 29): thanks, album and wishes. */
  afterWedding: {
    title: (names: string) => `Terima kasih – ${names}`,
    kicker: 'Terima kasih',
    note: 'Terima kasih atas doa, kehadiran dan tanda kasih Anda di hari bahagia kami. Berikut kenangan yang kami kumpulkan bersama.',
    untitled: 'Album Pernikahan',
    mine: 'Kenangan dari Anda',
    mineOf: (name: string) => `Kenangan dari ${name}`,
    photoFrom: (name: string) => `Dari ${name}`,
    album: 'Album',
    noPhotos: 'Belum ada foto di album.',
    noWishes: 'Belum ada ucapan.',
    sendPhotos: 'Kirim foto Anda',
    sendGift: 'Kirim tanda kasih',
  },
  /** Sending photos to the album without an account, and what the server answers. */
  photos: {
    title: 'Kirim Foto untuk Pasangan',
    lead: 'Bagikan momen Anda. Foto JPEG, PNG atau WebP, maksimal 15 MB per foto. Lokasi dan data kamera dihapus sebelum foto disimpan.',
    yourName: 'Nama Anda',
    choose: 'Pilih Foto',
    sentList: 'Foto yang dikirim',
    sending: (file: string) => `Mengirim ${file}`,
    retry: 'Kirim Ulang',
    tooLarge: 'Ukuran foto maksimal 15 MB. Perkecil fotonya, lalu unggah lagi.',
    heic: 'Foto HEIC dari iPhone belum bisa diunggah. Ubah ke JPEG (Pengaturan › Kamera › Format › Paling Kompatibel) atau kirim lewat tangkapan layar.',
    wrongType: 'Hanya foto JPEG, PNG atau WebP yang dapat diunggah.',
    unreadable:
      'Foto tidak dapat dibaca. Coba simpan ulang fotonya sebagai JPEG, lalu unggah lagi.',
    truncated: 'Unggahan foto terputus. Silakan coba unggah lagi.',
    tooManyPixels:
      'Resolusi foto terlalu besar (maksimal 24 megapiksel). Perkecil fotonya, lalu unggah lagi.',
    noFile: 'Pilih foto untuk diunggah.',
    name: 'Tulis nama Anda agar pasangan tahu foto ini dari siapa.',
    closed: 'Album foto undangan ini tidak menerima foto tamu.',
    perGuest: (max: number) => `Anda sudah mengirim ${max} foto, batas per tamu. Terima kasih!`,
    perInvitation: 'Album foto undangan ini sudah penuh.',
    tooMany: 'Terlalu banyak unggahan dari jaringan ini. Coba lagi beberapa menit lagi.',
    uploadedShown: 'Foto terkirim dan tampil di album. Terima kasih!',
    uploadedPending: 'Foto terkirim. Foto akan tampil setelah disetujui pasangan.',
  },
  /** The digital envelope's own page after the wedding: accounts, QRIS and "Sudah kirim". */
  gift: {
    title: 'Kirim Tanda Kasih',
    accounts: 'Rekening',
    account: 'Rekening',
    holder: 'a.n.',
    copy: 'Salin Nomor',
    copied: 'Tersalin',
    copyByHand: 'Salin manual: ',
    address: 'Alamat Kirim Kado',
    addressFor: (name: string) => `Khusus untuk ${name}: kado dapat dikirim ke alamat berikut.`,
    qrisAmount: 'Nominal untuk QRIS (opsional)',
    showQris: 'Tampilkan QRIS',
    sentForm: 'Sudah kirim',
    sentLead:
      'Sudah mengirim lewat transfer atau QRIS? Beri tahu pasangan agar mereka dapat mengeceknya.',
    yourName: 'Nama Anda',
    amount: 'Nominal (opsional)',
    note: 'Catatan (opsional)',
    send: 'Sudah Kirim',
    saved: 'Terima kasih! Pasangan akan mengecek kiriman Anda.',
    nameNeeded: 'Tulis nama Anda agar pasangan tahu kiriman dari siapa.',
    closed: 'Amplop digital undangan ini tidak aktif.',
    tooMany: 'Terlalu banyak kiriman dari jaringan ini. Coba lagi beberapa menit lagi.',
  },
  /** The greeting screen at the venue (layar sapa). */
  greeting: {
    welcome: 'Selamat datang',
    prize: 'Pemenang door prize',
    atWeddingOf: (names: string) => `di pernikahan ${names}`,
    wedding: 'Pernikahan',
    offline: 'Tidak ada koneksi internet. Layar mencoba lagi otomatis.',
    linkInvalid: 'Link layar sapa tidak berlaku. Minta link baru kepada mempelai.',
  },
};

/** The catalogue's shape: Indonesian's keys, each value a string or a function of the same kind. */
export type GuestCopy = typeof id;
