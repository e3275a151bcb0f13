import {
  escapeHtml,
  formatShortDateTime,
  guestCopy,
  type GuestLanguage,
  type InvitationPhoto,
} from '@kabar/shared';
import type { GuestPhotoDto } from '@kabar/shared';
import type { WishesPage } from '@kabar/themes';

export interface AfterWeddingView {
  /** The page's language: the switch, the guest's own, or the browser's (decision 042). */
  lang: GuestLanguage;
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
function photoGrid(view: AfterWeddingView, title: string): string {
  const copy = guestCopy(view.lang).afterWedding;
  const couple = view.couplePhotos
    .map((photo) => photo.variants[Math.min(1, photo.variants.length - 1)]?.url)
    .filter((url): url is string => Boolean(url))
    .map((url) => figure(url, title));
  const guests = view.guestPhotos.map((photo) =>
    figure(photo.thumbUrl, copy.photoFrom(photo.senderName)),
  );
  const all = [...couple, ...guests];
  return all.length ? `<div class="grid">${all.join('')}</div>` : `<p>${copy.noPhotos}</p>`;
}

/**
 * The invitation after its last event (issue 29): the couple's thanks, the album and the wishes;
 * no countdown, RSVP or reminders. A personal link's guest sees their own photos and wish first.
 */
export function afterWeddingHtml(view: AfterWeddingView): string {
  const all = guestCopy(view.lang);
  const copy = all.afterWedding;
  const title = view.coupleTitle;
  const mine = view.guest
    ? view.guestPhotos.filter((photo) => view.guest!.photoIds.has(photo.id))
    : [];
  const ownPart = view.guest
    ? `<section class="mine" aria-label="${copy.mine}"><h2>${escapeHtml(copy.mineOf(view.guest.name))}</h2>${
        view.guest.wish ? `<p class="wish">${escapeHtml(view.guest.wish)}</p>` : ''
      }${mine.length ? `<div class="grid">${mine.map((photo) => figure(photo.thumbUrl, copy.photoFrom(photo.senderName))).join('')}</div>` : ''}</section>`
    : '';
  const wishes = view.wishes?.wishes.length
    ? view.wishes.wishes
        .map(
          (wish) =>
            `<div class="wish"><b>${escapeHtml(wish.name)}</b>${escapeHtml(wish.message)}<br><small>${escapeHtml(formatShortDateTime(wish.createdAt, 'WIB', view.lang))}</small></div>`,
        )
        .join('')
    : `<p>${copy.noWishes}</p>`;
  const links = [
    view.uploadUrl
      ? `<a class="cta" href="${escapeHtml(view.uploadUrl)}">${copy.sendPhotos}</a>`
      : '',
    view.giftUrl ? `<a class="cta" href="${escapeHtml(view.giftUrl)}">${copy.sendGift}</a>` : '',
  ].filter(Boolean);
  const upload = links.length ? `<p class="center">${links.join(' ')}</p>` : '';
  const wishesTitle = escapeHtml(all.wishes.title);
  return `<!doctype html><html lang="${all.page.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(copy.title(title))}</title><style>${STYLE}</style></head><body><main>
<p class="center">${copy.kicker}</p><h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(view.thankYouNote || copy.note)}</p>${ownPart}${upload}
<section aria-label="${copy.album}"><h2>${copy.album}</h2>${photoGrid(view, title)}</section>
<section aria-label="${wishesTitle}"><h2>${wishesTitle}</h2>${wishes}</section>
</main></body></html>`;
}
