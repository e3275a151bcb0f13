import type { GuestLanguage } from './guest-language';
import { GUEST_NAME_MAX } from './guest-name';
import { GUEST_MESSAGE_MAX, RSVP_GUESTS_MAX, RSVP_GUESTS_MIN, type Attendance } from './rsvp';

const ID_ORDINALS = ['', 'pertama', 'kedua', 'ketiga', 'keempat', 'kelima', 'keenam', 'ketujuh'];
const EN_ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];

/**
 * Everything guests read on an invitation page, its forms' answers, its calendar file and link
 * preview, in each language (issue 30, decision 042). A typed catalogue: English must have every
 * key Indonesian has, with the same kind of value (guest-copy.test.ts checks it at run time too).
 * The couple's dashboard stays Indonesian and keeps its own words where they are.
 */
const id = {
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

const en: GuestCopy = {
  page: {
    htmlLang: 'en',
    ogLocale: 'en_US',
    title: (names) => `The Wedding of ${names}`,
    description: (names, date) =>
      date ? `The wedding invitation of ${names}, ${date}.` : `The wedding invitation of ${names}.`,
    previewPublished:
      'Preview: this invitation is published. Guests see changes once they are saved.',
    previewDraft: 'Preview: this invitation is not published yet.',
    footer: (brand) => `Digital invitation by ${brand}`,
    switchTo: 'Bahasa Indonesia',
    weddingOf: 'The Wedding of',
  },
  cover: {
    openButton: 'Open Invitation',
    photoAlt: (names) => `Pre-wedding photo of ${names}`,
    toLabelNamed: 'Dear',
    toLabel: 'Dear',
    toNameless: 'Honoured Guest',
    toNote: 'We apologise for any error in your name or title.',
  },
  couple: {
    kicker: 'With grateful hearts',
    title: 'The Couple',
    lead: 'By the grace and blessing of God Almighty, we joyfully invite you to our wedding:',
    bride: 'The Bride',
    groom: 'The Groom',
    and: 'and',
    childOf: (child, order, text) =>
      order === null
        ? `${child === 'daughter' ? 'Daughter' : 'Son'} (${text}) of`
        : `The ${EN_ORDINALS[order] ?? `no. ${order}`} ${child} of`,
    childOfWritten: (text) => `${text}, child of`,
    childRank: (child, rank) => `The ${rank} ${child} of`,
    mr: 'Mr.',
    mrs: 'Mrs.',
  },
  story: { kicker: 'Our journey', title: 'Our Love Story' },
  events: {
    ceremonyKicker: 'The ceremony',
    receptionKicker: 'The celebration',
    moreKicker: 'More events',
    moreTitle: 'Our Events',
    saveToCalendar: 'Save to Calendar',
    session: (number) => `Session ${number}`,
    knownTitles: {
      'akad nikah': 'Akad Nikah (Marriage Ceremony)',
      pemberkatan: 'Holy Matrimony',
      'pemberkatan nikah': 'Holy Matrimony',
      'ibadah pernikahan': 'Wedding Ceremony',
      'resepsi pernikahan': 'Wedding Reception',
      resepsi: 'Reception',
      'ngunduh mantu': 'Ngunduh Mantu (Reception at the Groom’s Family)',
      pengajian: 'Pengajian (Prayer Gathering)',
      siraman: 'Siraman (Blessing Bath)',
      'upacara adat': 'Traditional Ceremony',
    },
  },
  live: {
    kicker: 'From anywhere',
    title: 'Live Stream',
    lead: 'For family and friends who cannot be with us, watch our happy moment live.',
    watch: 'Watch the Live Stream',
  },
  gallery: {
    kicker: 'Our moments',
    title: 'Gallery',
    photoAlt: (names, index, total) => `Photo of ${names}, ${index} of ${total}`,
    dialog: 'Photo gallery',
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  countdown: {
    kicker: 'Counting down to our day',
    title: 'Countdown',
    units: { d: 'Days', h: 'Hours', m: 'Minutes', s: 'Seconds' },
    done: 'Our happy day has arrived. Thank you for your prayers and blessings.',
  },
  location: {
    kicker: 'Directions',
    title: 'Venue',
    place: 'Venue',
    openMaps: 'Open Google Maps',
    showMap: 'Show Map',
    mapTitle: (place) => `Map of ${place}`,
  },
  envelope: {
    kicker: 'A token of love',
    title: 'Digital Envelope',
    lead: 'Your prayers and blessings are the most precious gift to us. Should you wish to send a gift, you may send it to:',
    account: 'Account',
    holder: (name) => `Account holder: ${name}`,
    copy: 'Copy Account Number',
    more: 'QRIS & Gift Confirmation',
  },
  rsvp: {
    kicker: 'Kindly let us know',
    title: 'RSVP',
    name: 'Name',
    attendance: 'Will you attend?',
    guests: 'Number of Guests',
    eachEvent: 'Please answer for each event.',
    people: (count) => (count === 1 ? '1 person' : `${count} people`),
    message: 'A message for the couple (optional)',
    submit: 'Send RSVP',
    choices: { hadir: 'Attending', tidak_hadir: 'Not Attending', ragu: 'Not Sure Yet' },
  },
  wishes: {
    kicker: 'Prayers and blessings',
    title: 'Wishes & Prayers',
    message: 'Your wishes & prayers',
    submit: 'Send Wishes',
    count: (total) => (total === 1 ? '1 wish' : `${total} wishes`),
    empty: 'No wishes yet. Be the first to send your prayers to the couple.',
    pages: 'Pages of wishes',
    report: 'Report',
    reportAsk: 'Report this wish as inappropriate? Our team will review it.',
    reported: 'Thank you, your report will be reviewed.',
    reportGone: 'Wish not found.',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page, total) => `Page ${page} of ${total}`,
  },
  forms: {
    honeypot: 'Leave this empty',
    previewOff: 'Forms are off in the preview. Publish the invitation to receive answers.',
  },
  pass: {
    kicker: 'For the reception desk',
    title: 'Guest Pass',
    note: (count) =>
      `Show this QR code at the reception desk when you arrive. Invitation for ${count === 1 ? '1 person' : `${count} people`}.`,
    qrTitle: (name) => `Guest QR code of ${name}`,
  },
  closing: {
    lead: 'It would be an honour and a joy for us if you could attend and give us your blessing.',
    thanks: 'With love,',
  },
  notices: {
    answered: (name, answer) =>
      `Thank you, ${name}. Your answer: ${answer}. Send this form again if you wish to change it.`,
    attendingWith: (label, count) => `${label}, ${count === 1 ? '1 person' : `${count} people`}`,
    wishSaved: 'Thank you for your wishes and prayers.',
    rsvpClosedSince: (when) => `RSVP closed on ${when}.`,
  },
  errors: {
    name: `Please enter your name, at most ${GUEST_NAME_MAX} characters.`,
    attendance: 'Please choose whether you will attend.',
    guests: `Number of guests: ${RSVP_GUESTS_MIN} to ${RSVP_GUESTS_MAX} people.`,
    message: `Messages are at most ${GUEST_MESSAGE_MAX} characters; wishes cannot be empty.`,
    limit: 'Too many requests. Please wait a moment before trying again.',
    full: 'Sorry, your session is full. Please choose not attending or contact the couple.',
    closed: 'Sorry, the RSVP is closed.',
    notFound: 'Invitation not found.',
    rsvpUnavailable: 'RSVP is not available for this invitation.',
    guestBookUnavailable: 'Wishes & Prayers are not available for this invitation.',
    invalid: 'Please check the form again.',
  },
  script: {
    playMusic: 'Play music',
    pauseMusic: 'Pause music',
    copied: 'Copied!',
    copyByHand: 'Copy by hand: ',
    offline: 'Could not reach the server. Check your internet connection and try again.',
  },
  calendar: {
    fileName: (slug) => `invitation-${slug}.ics`,
  },
  notFound: {
    title: 'Invitation not found',
    text: 'Sorry, the invitation you are looking for is not published yet, no longer available, or the address is wrong. Please check the link from the person who sent it.',
    home: (brand) => `Back to ${brand}`,
  },
  afterWedding: {
    title: (names) => `Thank you – ${names}`,
    kicker: 'Thank you',
    note: 'Thank you for your prayers, your presence and your kindness on our happy day. Here are the memories we gathered together.',
    untitled: 'Wedding Album',
    mine: 'Your memories',
    mineOf: (name) => `Memories from ${name}`,
    photoFrom: (name) => `From ${name}`,
    album: 'Album',
    noPhotos: 'No photos in the album yet.',
    noWishes: 'No wishes yet.',
    sendPhotos: 'Send your photos',
    sendGift: 'Send a gift',
  },
  photos: {
    title: 'Send Photos to the Couple',
    lead: 'Share your moments. JPEG, PNG or WebP photos, up to 15 MB each. Location and camera data are removed before a photo is stored.',
    yourName: 'Your name',
    choose: 'Choose Photos',
    sentList: 'Photos sent',
    sending: (file) => `Sending ${file}`,
    retry: 'Send Again',
    tooLarge: 'Photos may be at most 15 MB. Make the photo smaller, then upload it again.',
    heic: 'HEIC photos from an iPhone cannot be uploaded yet. Switch to JPEG (Settings › Camera › Formats › Most Compatible) or send a screenshot.',
    wrongType: 'Only JPEG, PNG or WebP photos can be uploaded.',
    unreadable: 'The photo could not be read. Try saving it again as a JPEG, then upload it again.',
    truncated: 'The upload was cut off. Please try again.',
    tooManyPixels:
      'The photo’s resolution is too large (at most 24 megapixels). Make it smaller, then upload it again.',
    noFile: 'Choose a photo to upload.',
    name: 'Write your name so the couple knows who sent this photo.',
    closed: 'This invitation’s album does not take guests’ photos.',
    perGuest: (max) => `You have sent ${max} photos, the limit per guest. Thank you!`,
    perInvitation: 'This invitation’s album is full.',
    tooMany: 'Too many uploads from this network. Please try again in a few minutes.',
    uploadedShown: 'Photo sent and shown in the album. Thank you!',
    uploadedPending: 'Photo sent. It will show once the couple approves it.',
  },
  gift: {
    title: 'Send a Gift',
    accounts: 'Accounts',
    account: 'Account',
    holder: 'Account holder:',
    copy: 'Copy Number',
    copied: 'Copied',
    copyByHand: 'Copy by hand: ',
    address: 'Address for Gifts',
    addressFor: (name) => `For ${name} only: gifts may be sent to this address.`,
    qrisAmount: 'Amount for QRIS (optional)',
    showQris: 'Show QRIS',
    sentForm: 'Gift sent',
    sentLead: 'Sent by transfer or QRIS? Let the couple know so they can check it.',
    yourName: 'Your name',
    amount: 'Amount (optional)',
    note: 'Note (optional)',
    send: 'I Have Sent It',
    saved: 'Thank you! The couple will check your gift.',
    nameNeeded: 'Write your name so the couple knows who sent it.',
    closed: 'This invitation’s digital envelope is not open.',
    tooMany: 'Too many messages from this network. Please try again in a few minutes.',
  },
  greeting: {
    welcome: 'Welcome',
    prize: 'Door prize winner',
    atWeddingOf: (names) => `to the wedding of ${names}`,
    wedding: 'The Wedding of',
    offline: 'No internet connection. The screen keeps trying.',
    linkInvalid: 'This greeting screen link is no longer valid. Ask the couple for a new one.',
  },
};

export const GUEST_COPY: Record<GuestLanguage, GuestCopy> = { id, en };

export function guestCopy(lang: GuestLanguage): GuestCopy {
  return GUEST_COPY[lang];
}

/**
 * An event's title on the guest's page: the well-known ones (akad nikah, resepsi, ngunduh
 * mantu...) in the guest's language; any other title is the couple's own word and stays.
 */
export function guestEventTitle(title: string, lang: GuestLanguage): string {
  const copy = guestCopy(lang).events;
  const session = /^sesi\s+(\d{1,2})$/i.exec(title.trim());
  if (session) return copy.session(Number(session[1]));
  return copy.knownTitles[title.trim().toLowerCase()] ?? title;
}
