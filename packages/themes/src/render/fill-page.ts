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
import { escapeHtml, fillTemplate, type PageTemplate, type SlotValues } from './slots';

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
}

/** `to=Budi&` for links that should keep the guest's name, escaped for an attribute. */
export function guestQuery(guestName: string | null): string {
  return guestName ? escapeHtml(`to=${encodeURIComponent(guestName)}&`) : '';
}

/** The per-request values of a page's slots, each already escaped. */
export function pageSlotValues(model: PageModel, request: PageRequest): SlotValues {
  const query = guestQuery(request.guestName);
  return {
    guestLine: guestLineHtml(request.guestName),
    guestName: request.guestName ? escapeHtml(request.guestName) : '',
    query,
    rsvpNotice: noticeHtml(request.rsvpNotice ?? null),
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
