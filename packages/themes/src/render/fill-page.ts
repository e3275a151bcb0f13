import type { EventKey, PageModel } from '../model/page-model';
import {
  countdownHtml,
  countdownSecondsLeft,
  guestLineHtml,
  mapEmbedHtml,
  noticeHtml,
  wishesHtml,
  type Notice,
  type WishView,
} from './fragments';
import { guestPassHtml, personalSlotValues, type PersonalGuestView } from './personal-fields';
import { escapeHtml, type GuestLanguage } from '@kabar/shared';
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
  /** The guest chose the page's language on its switch (`?lang=`): its links keep that choice. */
  langChosen?: boolean;
}

/**
 * `to=Budi&` (or a personal link's `g=TOKEN&`) for links that should keep who is reading, escaped
 * for an attribute; with `lang`, also the language the guest chose (`lang=en&`).
 */
export function guestQuery(
  guestName: string | null,
  token?: string | null,
  lang?: GuestLanguage | null,
): string {
  const who = token
    ? `g=${encodeURIComponent(token)}&`
    : guestName
      ? `to=${encodeURIComponent(guestName)}&`
      : '';
  return escapeHtml(lang ? `${who}lang=${lang}&` : who);
}

/** The per-request values of a page's slots, each already escaped. */
export function pageSlotValues(model: PageModel, request: PageRequest): SlotValues {
  const personal = request.personal ?? null;
  const query = guestQuery(
    request.guestName,
    personal?.token,
    request.langChosen ? model.lang : null,
  );
  const rsvpNotice = noticeHtml(request.rsvpNotice ?? null);
  return {
    ...(personal ? personalSlotValues(personal, model.lang) : {}),
    guestLine: guestLineHtml(request.guestName, model.lang),
    guestName: request.guestName ? escapeHtml(request.guestName) : '',
    query,
    guestQuery: guestQuery(request.guestName, personal?.token),
    rsvpNotice:
      personal && request.rsvpPass
        ? `${rsvpNotice}<div class="pass">${guestPassHtml(personal, model.lang)}</div>`
        : rsvpNotice,
    wishNotice: noticeHtml(request.wishNotice ?? null),
    wishes: request.wishes ? wishesHtml({ ...request.wishes, query, lang: model.lang }) : '',
    countdown: model.countdownTarget
      ? countdownHtml(model.countdownTarget, request.now, model.lang)
      : '',
    mapIbadah: request.map === 'ibadah' ? mapEmbedHtml(model, 'ibadah') : '',
    mapResepsi: request.map === 'resepsi' ? mapEmbedHtml(model, 'resepsi') : '',
  };
}

/**
 * Everything `pageSlotValues` reads from a shared page's request, as a string: two requests
 * with the same key get the same values, so a server may keep the finished page by it (with the
 * template and the page of wishes, which the key leaves to the caller). Null for a personal
 * link's request, whose values hold that guest's own answers. Whatever pageSlotValues comes to
 * read from a request belongs here too (fill-page.test.ts holds the two together).
 */
export function pageRequestKey(model: PageModel, request: PageRequest): string | null {
  if (request.personal) return null;
  // Asked on every request a page is answered from memory: joined rather than JSON-encoded, with
  // the name's length before it so no name can pass for another field. Notices, rare, are encoded.
  const seconds = model.countdownTarget
    ? countdownSecondsLeft(model.countdownTarget, request.now)
    : '';
  const notices =
    request.rsvpNotice || request.wishNotice
      ? JSON.stringify([request.rsvpNotice ?? null, request.wishNotice ?? null])
      : '';
  // No name and an empty one draw the same page (guestLineHtml, guestQuery).
  const name = request.guestName ?? '';
  return `${seconds}.${request.langChosen === true ? 1 : 0}.${request.map ?? ''}.${name.length}.${name}${notices}`;
}

export function fillInvitationPage(
  template: PageTemplate,
  model: PageModel,
  request: PageRequest,
): string {
  return fillTemplate(template, pageSlotValues(model, request));
}
