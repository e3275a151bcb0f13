import {
  guestCopy,
  guestNameFromQuery,
  guestSeatLine,
  isGuestToken,
  type GuestLanguage,
  type InvitationContent,
} from '@kabar/shared';
import { categoryLabelsOf } from '../guests/category-labels';
import type { PersonalGuestView } from '@kabar/themes';
import type { Db } from '../../db/client';
import { guestEventsOf, personalEventViews, type GuestEvent } from '../events/personal-events';
import { findGuestByToken, guestQrSvg, type PersonalGuest } from '../guests/guest-links';

/** Who is reading: the name a shared link carries in `?to=`. */
export interface GuestContext {
  name: string | null;
}

export function resolveGuest(query: Record<string, unknown>): GuestContext {
  return { name: guestNameFromQuery(query.to) };
}

/** A personal link's token as sent (`?g=` or the forms' hidden field), if it has the right shape. */
export function guestTokenFrom(value: unknown): string | null {
  return typeof value === 'string' && isGuestToken(value) ? value : null;
}

export interface PersonalContext {
  guest: PersonalGuest;
  view: PersonalGuestView;
  /** The guest's events with their sessions, read once for the page, the pass and the calendar. */
  events: GuestEvent[];
}

/**
 * The guest on this invitation's list behind a `?g=` token, with what their page shows. Null for
 * a malformed, unknown or other invitation's token: the page is then the plain one. Their events
 * come too (the page, the per-event RSVP and the pass's session). `langOf` says which language
 * the page is read in: the guest's own unless the page's switch chose another, and the event
 * lines and the pass follow the page, not the guest's setting.
 */
export async function resolvePersonalGuest(
  db: Db,
  invitation: { id: string; content: InvitationContent },
  token: unknown,
  publicUrl: string,
  langOf: (guest: PersonalGuest) => GuestLanguage,
): Promise<PersonalContext | null> {
  const wellFormed = guestTokenFrom(token);
  if (!wellFormed) return null;
  const invitationId = invitation.id;
  const guest = await findGuestByToken(db, invitationId, wellFormed, publicUrl);
  if (!guest) return null;
  const events = await guestEventsOf(db, invitation, guest.id);
  const lang = langOf(guest);
  return {
    guest,
    events,
    view: {
      token: wellFormed,
      name: guest.name,
      invitedCount: guest.invitedCount,
      answer: guest.rsvp,
      qrSvg: await guestQrSvg(guest.qrPayload, {
        title: guestCopy(lang).pass.qrTitle(guest.name),
      }),
      seat: guestSeatLine(guest.category, guest.table, await categoryLabelsOf(db, invitationId)),
      events: await personalEventViews(db, events, guest.id, lang),
    },
  };
}
