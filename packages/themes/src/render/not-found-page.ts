import { escapeHtml, guestCopy, type GuestLanguage } from '@kabar/shared';

/** The friendly page for a link that leads to no published invitation, in the reader's language. */
export function renderNotFoundPage(input: {
  brandName: string;
  homeUrl: string;
  lang: GuestLanguage;
}): string {
  const brand = escapeHtml(input.brandName);
  const copy = guestCopy(input.lang);
  const words = copy.notFound;
  return `<!DOCTYPE html><html lang="${copy.page.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)} - ${brand}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf6f1;color:#3f3a33;font:17px/1.6 Georgia,'Times New Roman',serif;text-align:center}main{max-width:26rem;padding:2rem}h1{font-weight:400;font-size:1.9rem;line-height:1.25;margin:.4rem 0 1rem}p{margin:0 0 1rem;color:#5f574c}.k{letter-spacing:.3em;text-transform:uppercase;font-size:.8rem;color:#7f6033}a{display:inline-block;margin-top:.5rem;padding:.7rem 1.4rem;border-radius:999px;background:#7f6033;color:#fff;text-decoration:none;font-family:system-ui,sans-serif;font-size:.95rem}</style></head><body><main><p class="k">404</p><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p><a href="${escapeHtml(input.homeUrl)}">${escapeHtml(words.home(input.brandName))}</a></main></body></html>`;
}
