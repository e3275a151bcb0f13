import type { GuestDto } from '@kabar/shared';
import type { Guest } from './guests.schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The couple's view of a guest: everything, phone included (only the owner reaches this). */
export function toGuestDto(guest: Guest): GuestDto {
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
    createdAt: guest.createdAt.toISOString(),
  };
}
