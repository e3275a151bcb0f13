import { escapeHtml } from '@kabar/shared';

/** The friendly page for a link that leads to no published invitation. */
export function renderNotFoundPage(input: { brandName: string; homeUrl: string }): string {
  const brand = escapeHtml(input.brandName);
  return `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Undangan tidak ditemukan - ${brand}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf6f1;color:#3f3a33;font:17px/1.6 Georgia,'Times New Roman',serif;text-align:center}main{max-width:26rem;padding:2rem}h1{font-weight:400;font-size:1.9rem;line-height:1.25;margin:.4rem 0 1rem}p{margin:0 0 1rem;color:#5f574c}.k{letter-spacing:.3em;text-transform:uppercase;font-size:.8rem;color:#7f6033}a{display:inline-block;margin-top:.5rem;padding:.7rem 1.4rem;border-radius:999px;background:#7f6033;color:#fff;text-decoration:none;font-family:system-ui,sans-serif;font-size:.95rem}</style></head><body><main><p class="k">404</p><h1>Undangan tidak ditemukan</h1><p>Maaf, undangan yang Anda cari belum diterbitkan, sudah tidak tersedia, atau alamatnya keliru. Periksa kembali tautan dari pengirim undangan.</p><a href="${escapeHtml(input.homeUrl)}">Kembali ke Beranda ${brand}</a></main></body></html>`;
}
