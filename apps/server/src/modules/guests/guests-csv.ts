import {
  ATTENDANCE_LABELS,
  GUEST_JOURNEY_LABELS,
  GUEST_LANGUAGE_LABELS,
  GUEST_SIDE_LABELS,
  guestJourneyStep,
  guestPersonalLink,
  toCsv,
  DEFAULT_CATEGORY_LABELS,
  formatGuestEventCell,
  type EventChoice,
  type EventInvite,
  type GuestCategoryLabels,
  type GuestDto,
} from '@kabar/shared';

const JAKARTA = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});
export const when = (iso: string | null | undefined) => (iso ? JAKARTA.format(new Date(iso)) : '');

/** A guest's place at one event, as its own column says it: the session, or "Ya". */
function eventColumn(event: EventChoice, invites: readonly EventInvite[]): string {
  const invite = invites.find((entry) => entry.eventId === event.id);
  if (!invite) return '';
  return event.sessions.find((session) => session.id === invite.sessionId)?.title ?? 'Ya';
}

/**
 * The guest list as a spreadsheet. The first six columns, Kategori, Meja and Acara use the
 * import's own header words, so an exported file can be edited and imported again; one column
 * per event then says the guest's session there (for a spreadsheet's filter).
 */
export function guestsCsv(
  guests: GuestDto[],
  linkBase: string | null,
  labels: GuestCategoryLabels = DEFAULT_CATEGORY_LABELS,
  events: { choices: EventChoice[]; invites: ReadonlyMap<string, EventInvite[]> } = {
    choices: [],
    invites: new Map(),
  },
): string {
  const { choices } = events;
  const invitesOf = (guest: GuestDto) => events.invites.get(guest.id) ?? [];
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
      ...(choices.length ? ['Acara', ...choices.map((event) => `Acara: ${event.title}`)] : []),
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
      ...(choices.length
        ? [
            formatGuestEventCell(invitesOf(guest), choices),
            ...choices.map((event) => eventColumn(event, invitesOf(guest))),
          ]
        : []),
    ]),
  );
}
