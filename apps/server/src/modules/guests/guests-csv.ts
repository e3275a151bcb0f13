import {
  ATTENDANCE_LABELS,
  GUEST_JOURNEY_LABELS,
  GUEST_LANGUAGE_LABELS,
  GUEST_SIDE_LABELS,
  guestJourneyStep,
  guestPersonalLink,
  toCsv,
  DEFAULT_CATEGORY_LABELS,
  type GuestCategoryLabels,
  type GuestDto,
} from '@kabar/shared';

const JAKARTA = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});
export const when = (iso: string | null | undefined) => (iso ? JAKARTA.format(new Date(iso)) : '');

/**
 * The guest list as a spreadsheet. The first six columns use the import's own header words, so an
 * exported file can be edited and imported again.
 */
export function guestsCsv(
  guests: GuestDto[],
  linkBase: string | null,
  labels: GuestCategoryLabels = DEFAULT_CATEGORY_LABELS,
): string {
  return toCsv(
    [
      'Nama',
      'Nomor HP',
      'Pihak',
      'Grup',
      'Jumlah Diundang',
      'Catatan',
      'Link Pribadi',
      'Status',
      'Dikirim',
      'Dibuka',
      'Kehadiran',
      'Jumlah Hadir (RSVP)',
      'Ucapan',
      'Datang',
      'Jumlah Datang',
      'Kategori',
      'Meja',
      'Suvenir',
      'Bahasa',
    ],
    guests.map((guest) => [
      guest.name,
      guest.phone,
      guest.side ? GUEST_SIDE_LABELS[guest.side].replace('Mempelai ', '') : '',
      guest.group,
      guest.invitedCount,
      guest.notes,
      linkBase ? guestPersonalLink(linkBase, guest.token) : '',
      GUEST_JOURNEY_LABELS[guestJourneyStep(guest)],
      when(guest.sentAt),
      when(guest.openedAt),
      guest.rsvp ? ATTENDANCE_LABELS[guest.rsvp.attendance] : '',
      guest.rsvp?.guests,
      guest.rsvp?.message,
      when(guest.checkIn?.at),
      guest.checkIn?.people,
      labels[guest.category],
      guest.table,
      when(guest.souvenirAt),
      GUEST_LANGUAGE_LABELS[guest.language],
    ]),
  );
}
