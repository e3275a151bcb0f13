import { escapeHtml, formatShortDateTime, type InvitationPhoto } from '@kabar/shared';
import type { GuestPhotoDto } from '@kabar/shared';
import type { WishesPage } from '@kabar/themes';

export interface AfterWeddingView {
  coupleTitle: string;
  thankYouNote: string;
  /** The couple's own photos from the invitation, then the guests' shown ones. */
  couplePhotos: InvitationPhoto[];
  guestPhotos: GuestPhotoDto[];
  wishes: WishesPage | null;
  /** A personal link's guest: their own photos and wish come first. */
  guest: { name: string; wish: string | null; photoIds: ReadonlySet<string> } | null;
  uploadUrl: string | null;
  /** The envelope's page (QRIS, "Sudah kirim") while the couple's plan and switch show it. */
  giftUrl: string | null;
}

const DEFAULT_NOTE =
  'Terima kasih atas doa, kehadiran dan tanda kasih Anda di hari bahagia kami. Berikut kenangan yang kami kumpulkan bersama.';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:Georgia,serif;background:#faf7f2;color:#3b3127}
main{max-width:960px;margin:0 auto;padding:32px 16px 64px}
h1{font-size:2rem;text-align:center;margin:8px 0}h2{font-size:1.3rem;margin:40px 0 12px}
.note{text-align:center;font-size:1.05rem;line-height:1.6;white-space:pre-line}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px}
figure{margin:0;background:#fff;border-radius:8px;overflow:hidden}
figure img{display:block;width:100%;aspect-ratio:1;object-fit:cover}
figcaption{font:0.8rem system-ui,sans-serif;padding:4px 8px;color:#6b5d4f;overflow-wrap:anywhere}
.mine{background:#fff;border-radius:12px;padding:16px;margin-top:24px}
.wish{background:#fff;border-radius:8px;padding:12px;margin:8px 0;overflow-wrap:anywhere}
.wish b{display:block}.wish small{color:#8a7b6b;font-family:system-ui,sans-serif}
.cta{display:inline-block;margin-top:16px;padding:10px 18px;border-radius:999px;background:#3b3127;color:#fff;text-decoration:none;font-family:system-ui,sans-serif}
.center{text-align:center}`;

function figure(url: string, caption: string): string {
  return `<figure><img src="${escapeHtml(url)}" alt="${escapeHtml(caption)}" loading="lazy"><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}

/** Everything shown: the couple's photos, then the guests' (theirs too, shown first above). */
function photoGrid(view: AfterWeddingView): string {
  const guestPhotos = view.guestPhotos;
  const couple = view.couplePhotos
    .map((photo) => photo.variants[Math.min(1, photo.variants.length - 1)]?.url)
    .filter((url): url is string => Boolean(url))
    .map((url) => figure(url, view.coupleTitle));
  const guests = guestPhotos.map((photo) => figure(photo.thumbUrl, `Dari ${photo.senderName}`));
  const all = [...couple, ...guests];
  return all.length ? `<div class="grid">${all.join('')}</div>` : '<p>Belum ada foto di album.</p>';
}

/**
 * The invitation after its last event (issue 29): the couple's thanks, the album and the wishes;
 * no countdown, RSVP or reminders. A personal link's guest sees their own photos and wish first.
 */
export function afterWeddingHtml(view: AfterWeddingView): string {
  const mine = view.guest
    ? view.guestPhotos.filter((photo) => view.guest!.photoIds.has(photo.id))
    : [];
  const ownPart = view.guest
    ? `<section class="mine" aria-label="Kenangan dari Anda"><h2>Kenangan dari ${escapeHtml(view.guest.name)}</h2>${
        view.guest.wish ? `<p class="wish">${escapeHtml(view.guest.wish)}</p>` : ''
      }${mine.length ? `<div class="grid">${mine.map((photo) => figure(photo.thumbUrl, `Dari ${photo.senderName}`)).join('')}</div>` : ''}</section>`
    : '';
  const wishes = view.wishes?.wishes.length
    ? view.wishes.wishes
        .map(
          (wish) =>
            `<div class="wish"><b>${escapeHtml(wish.name)}</b>${escapeHtml(wish.message)}<br><small>${escapeHtml(formatShortDateTime(wish.createdAt))}</small></div>`,
        )
        .join('')
    : '<p>Belum ada ucapan.</p>';
  const links = [
    view.uploadUrl ? `<a class="cta" href="${escapeHtml(view.uploadUrl)}">Kirim foto Anda</a>` : '',
    view.giftUrl ? `<a class="cta" href="${escapeHtml(view.giftUrl)}">Kirim tanda kasih</a>` : '',
  ].filter(Boolean);
  const upload = links.length ? `<p class="center">${links.join(' ')}</p>` : '';
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Terima kasih – ${escapeHtml(view.coupleTitle)}</title><style>${STYLE}</style></head><body><main>
<p class="center">Terima kasih</p><h1>${escapeHtml(view.coupleTitle)}</h1>
<p class="note">${escapeHtml(view.thankYouNote || DEFAULT_NOTE)}</p>${ownPart}${upload}
<section aria-label="Album"><h2>Album</h2>${photoGrid(view)}</section>
<section aria-label="Ucapan &amp; Doa"><h2>Ucapan &amp; Doa</h2>${wishes}</section>
</main></body></html>`;
}
