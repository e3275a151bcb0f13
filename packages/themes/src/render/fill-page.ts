import type { EventKey, PageModel } from '../model/page-model';
import {
  countdownHtml,
  guestLineHtml,
  mapEmbedHtml,
  noticeHtml,
  wishesHtml,
  type Notice,
  type WishView,
} from './fragments';
import { guestPassHtml, personalSlotValues, type PersonalGuestView } from './personal-fields';
import { escapeHtml } from '@kabar/shared';
import { fillTemplate, type PageTemplate, type SlotValues } from '../model/slots';

export interface WishesPage {
  wishes: WishView[];
  page: number;
  totalPages: number;
  total: number;
}

/** What one request adds to the rendered page. */
export interface PageRequest {
  guestName: string | null;
  now: Date;
  wishes: WishesPage | null;
  rsvpNotice?: Notice | null;
  wishNotice?: Notice | null;
  /** A map the guest asked to see without JavaScript (`?peta=ibadah`). */
  map?: EventKey | null;
  /** The guest of a personal link; their page is the personal template (`model.personal`). */
  personal?: PersonalGuestView | null;
  /** After a personal guest answered 'Hadir': their QR again under the confirmation. */
  rsvpPass?: boolean;
}

/**
 * `to=Budi&` (or a personal link's `g=TOKEN&`) for links that should keep who is reading, escaped
 * for an attribute.
 */
export function guestQuery(guestName: string | null, token?: string | null): string {
  if (token) return escapeHtml(`g=${encodeURIComponent(token)}&`);
  return guestName ? escapeHtml(`to=${encodeURIComponent(guestName)}&`) : '';
}

/** The per-request values of a page's slots, each already escaped. */
export function pageSlotValues(model: PageModel, request: PageRequest): SlotValues {
  const personal = request.personal ?? null;
  const query = guestQuery(request.guestName, personal?.token);
  const rsvpNotice = noticeHtml(request.rsvpNotice ?? null);
  return {
    ...(personal ? personalSlotValues(personal) : {}),
    guestLine: guestLineHtml(request.guestName),
    guestName: request.guestName ? escapeHtml(request.guestName) : '',
    query,
    rsvpNotice:
      personal && request.rsvpPass
        ? `${rsvpNotice}<div class="pass">${guestPassHtml(personal)}</div>`
        : rsvpNotice,
    wishNotice: noticeHtml(request.wishNotice ?? null),
    wishes: request.wishes ? wishesHtml({ ...request.wishes, query }) : '',
    countdown: model.countdownTarget ? countdownHtml(model.countdownTarget, request.now) : '',
    mapIbadah: request.map === 'ibadah' ? mapEmbedHtml(model, 'ibadah') : '',
    mapResepsi: request.map === 'resepsi' ? mapEmbedHtml(model, 'resepsi') : '',
  };
}

export function fillInvitationPage(
  template: PageTemplate,
  model: PageModel,
  request: PageRequest,
): string {
  return fillTemplate(template, pageSlotValues(model, request));
}
