import type { GuestDto } from '@kabar/shared';
import type { Guest } from './guests.schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Who acted on a guest, when it was a co-admin rather than the couple. */
export interface GuestActors {
  addedBy?: string | null;
  sentBy?: string | null;
}

/** The view of a guest for the couple and their co-admins: everything, phone included. */
export function toGuestDto(guest: Guest, actors: GuestActors = {}): GuestDto {
  return {
    id: guest.id,
    name: guest.name,
    phone: guest.phone,
    side: guest.side,
    group: guest.groupName,
    invitedCount: guest.invitedCount,
    notes: guest.notes,
    token: guest.token,
    sentAt: iso(guest.sentAt),
    reminderSentAt: iso(guest.reminderSentAt),
    openedAt: iso(guest.openedAt),
    rsvp:
      guest.rsvpAttendance && guest.respondedAt
        ? {
            attendance: guest.rsvpAttendance,
            guests: guest.rsvpGuests ?? 0,
            message: guest.rsvpMessage ?? '',
            at: guest.respondedAt.toISOString(),
          }
        : null,
    checkIn:
      guest.checkedInAt && guest.arrivedCount !== null
        ? { at: guest.checkedInAt.toISOString(), people: guest.arrivedCount }
        : null,
    category: guest.category,
    table: guest.tableLabel,
    language: guest.language,
    souvenirAt: iso(guest.souvenirAt),
    createdAt: guest.createdAt.toISOString(),
    addedBy: actors.addedBy ?? null,
    sentBy: actors.sentBy ?? null,
  };
}
