import { escapeHtml, formatShortDateTime } from '@kabar/shared';
import { COUNTDOWN_UNITS } from '../components/sections';
import type { EventKey, PageModel } from '../model/page-model';

export function guestLineHtml(guestName: string | null): string {
  const label = guestName ? 'Kepada Yth. Bapak/Ibu/Saudara/i' : 'Kepada Yth.';
  const name = guestName ? escapeHtml(guestName) : 'Bapak/Ibu/Saudara/i';
  return `<p class="to-label">${label}</p><p class="to-name">${name}</p><p class="to-note">Mohon maaf bila ada kesalahan penulisan nama dan gelar.</p>`;
}

/** The remaining days, hours, minutes and seconds at `now`; the script keeps them ticking. */
export function countdownHtml(target: string, now: Date): string {
  const left = Math.max(0, Math.floor((Date.parse(target) - now.getTime()) / 1000));
  if (left === 0) {
    return '<p class="cd-done">Hari bahagia telah tiba. Terima kasih atas doa restu Anda.</p>';
  }
  const values = {
    d: Math.floor(left / 86400),
    h: Math.floor((left % 86400) / 3600),
    m: Math.floor((left % 3600) / 60),
    s: left % 60,
  };
  return COUNTDOWN_UNITS.map(
    ([unit, label]) =>
      `<div class="cd-cell"><span class="cd-num" data-u="${unit}">${values[unit]}</span><span class="cd-lbl">${label}</span></div>`,
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

export function wishItemHtml(wish: WishView): string {
  return `<li class="wish"><p class="wish-name">${escapeHtml(wish.name)}</p><p class="wish-msg">${messageHtml(wish.message)}</p><time datetime="${wish.createdAt.toISOString()}">${formatShortDateTime(wish.createdAt)}</time></li>`;
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
}): string {
  const { page, totalPages } = input;
  const count = `<p class="wishes-count">${input.total} ucapan</p>`;
  const list = input.wishes.length
    ? `<ol class="wishes">${input.wishes.map(wishItemHtml).join('')}</ol>`
    : '<p class="wishes-empty">Belum ada ucapan. Jadilah yang pertama mengirim doa untuk kedua mempelai.</p>';
  if (totalPages <= 1) return count + list;
  const link = (target: number, label: string, rel: string) =>
    `<a class="btn btn-ghost" rel="${rel}" href="?${input.query}ucapan=${target}#ucapan" data-page="${target}">${label}</a>`;
  const pager = `<nav class="pager" aria-label="Halaman ucapan">${
    page > 1 ? link(page - 1, 'Sebelumnya', 'prev') : '<span></span>'
  }<span class="pager-at">Halaman ${page} dari ${totalPages}</span>${
    page < totalPages ? link(page + 1, 'Berikutnya', 'next') : '<span></span>'
  }</nav>`;
  return count + list + pager;
}

export function mapEmbedHtml(model: PageModel, key: EventKey): string {
  const event = model.events.find((candidate) => candidate.key === key);
  if (!event?.mapEmbedUrl) return '';
  // Origin only: a personal page's URL carries the guest's token, which must not reach Google.
  return `<iframe title="${escapeHtml(`Peta ${event.venue || event.title}`)}" src="${escapeHtml(event.mapEmbedUrl)}" loading="lazy" referrerpolicy="origin" allowfullscreen></iframe>`;
}
