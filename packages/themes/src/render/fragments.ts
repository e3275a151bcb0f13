import { escapeHtml, formatShortDateTime, guestCopy, type GuestLanguage } from '@kabar/shared';
import type { EventKey, PageModel } from '../model/page-model';

export function guestLineHtml(guestName: string | null, lang: GuestLanguage = 'id'): string {
  const t = guestCopy(lang).cover;
  const label = guestName ? t.toLabelNamed : t.toLabel;
  const name = guestName ? escapeHtml(guestName) : t.toNameless;
  return `<p class="to-label">${label}</p><p class="to-name">${name}</p><p class="to-note">${t.toNote}</p>`;
}

const COUNTDOWN_UNITS = ['d', 'h', 'm', 's'] as const;

/** The last target read: a busy page asks for the same one on every request. */
let lastTarget = { text: '', ms: NaN };

/** Whole seconds from `now` to the countdown's target, never below zero. */
export function countdownSecondsLeft(target: string, now: Date): number {
  if (lastTarget.text !== target) lastTarget = { text: target, ms: Date.parse(target) };
  return Math.max(0, Math.floor((lastTarget.ms - now.getTime()) / 1000));
}

/** The remaining days, hours, minutes and seconds at `now`; the script keeps them ticking. */
export function countdownHtml(target: string, now: Date, lang: GuestLanguage = 'id'): string {
  const t = guestCopy(lang).countdown;
  const left = countdownSecondsLeft(target, now);
  if (left === 0) return `<p class="cd-done">${t.done}</p>`;
  const values = {
    d: Math.floor(left / 86400),
    h: Math.floor((left % 86400) / 3600),
    m: Math.floor((left % 3600) / 60),
    s: left % 60,
  };
  return COUNTDOWN_UNITS.map(
    (unit) =>
      `<div class="cd-cell"><span class="cd-num" data-u="${unit}">${values[unit]}</span><span class="cd-lbl">${t.units[unit]}</span></div>`,
  ).join('');
}

export type Notice = { ok: boolean; text: string };

export function noticeHtml(notice: Notice | null): string {
  if (!notice) return '';
  return `<p class="notice ${notice.ok ? 'ok' : 'err'}">${escapeHtml(notice.text)}</p>`;
}

export interface WishView {
  id: string;
  name: string;
  message: string;
  createdAt: Date;
}

function messageHtml(message: string): string {
  return escapeHtml(message).replace(/\n/g, '<br>');
}

/**
 * One wish with its 'Laporkan' button (issue 31): hidden until the page's script, which reports it
 * to the operators' queue, shows it; a page without JavaScript shows no dead button.
 */
export function wishItemHtml(wish: WishView, lang: GuestLanguage = 'id'): string {
  return `<li class="wish"><p class="wish-name">${escapeHtml(wish.name)}</p><p class="wish-msg">${messageHtml(wish.message)}</p><time datetime="${wish.createdAt.toISOString()}">${formatShortDateTime(wish.createdAt, 'WIB', lang)}</time><button type="button" class="wish-report" data-wish="${escapeHtml(wish.id)}" hidden>${guestCopy(lang).wishes.report}</button></li>`;
}

/**
 * One page of the guest book, newest first, with links to the other pages that work without
 * JavaScript (`?ucapan=2#ucapan`) and that the script follows in place.
 */
export function wishesHtml(input: {
  wishes: WishView[];
  page: number;
  totalPages: number;
  total: number;
  /** The page's current query to keep (e.g. `to=Budi&`), already escaped for an attribute. */
  query: string;
  lang?: GuestLanguage;
}): string {
  const { page, totalPages } = input;
  const lang = input.lang ?? 'id';
  const t = guestCopy(lang).wishes;
  const count = `<p class="wishes-count">${t.count(input.total)}</p>`;
  const list = input.wishes.length
    ? `<ol class="wishes">${input.wishes.map((wish) => wishItemHtml(wish, lang)).join('')}</ol>`
    : `<p class="wishes-empty">${t.empty}</p>`;
  if (totalPages <= 1) return count + list;
  const link = (target: number, label: string, rel: string) =>
    `<a class="btn btn-ghost" rel="${rel}" href="?${input.query}ucapan=${target}#ucapan" data-page="${target}">${label}</a>`;
  const pager = `<nav class="pager" aria-label="${t.pages}">${
    page > 1 ? link(page - 1, t.previous, 'prev') : '<span></span>'
  }<span class="pager-at">${t.pageOf(page, totalPages)}</span>${
    page < totalPages ? link(page + 1, t.next, 'next') : '<span></span>'
  }</nav>`;
  return count + list + pager;
}

export function mapEmbedHtml(model: PageModel, key: EventKey): string {
  const event = model.events.find((candidate) => candidate.key === key);
  if (!event?.mapEmbedUrl) return '';
  // Origin only: a personal page's URL carries the guest's token, which must not reach Google.
  const title = guestCopy(model.lang).location.mapTitle(event.venue || event.title);
  return `<iframe title="${escapeHtml(title)}" src="${escapeHtml(event.mapEmbedUrl)}" loading="lazy" referrerpolicy="origin" allowfullscreen></iframe>`;
}
