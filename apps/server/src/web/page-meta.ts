import type { SiteConfig } from '@kabar/shared';

export interface PageMeta {
  title: string;
  description: string;
  /** Whether search engines may list the page; private and one-off pages say noindex. */
  indexable: boolean;
  /** The route module in the web app's build manifest, to preload with the entry. */
  routeModule?: string;
}

/** The public pages, in the order the sitemap lists them. */
export const PUBLIC_PAGES = ['/', '/themes-detail', '/terms-of-service', '/help'] as const;

const INDEXABLE_AUTH_PAGES = new Set(['/login', '/register']);

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Title, description and indexing for a path, in the words the web app itself uses. */
export function pageMetaFor(rawPath: string, site: SiteConfig): PageMeta {
  const brand = site.brandName;
  const pathname = normalisePath(rawPath);
  switch (pathname) {
    case '/':
      return {
        title: `${brand} - Undangan Pernikahan Digital`,
        description:
          'Buat undangan pernikahan digital yang cantik dalam hitungan menit. Tanpa cetak, tanpa repot: RSVP, galeri foto, peta lokasi dan link pribadi untuk semua tamu.',
        indexable: true,
        routeModule: 'src/app/routes/landing.tsx',
      };
    case '/themes-detail':
      return {
        title: `Katalog Tema Undangan | ${brand}`,
        description:
          'Jelajahi tema undangan pernikahan digital Basic, Premium dan VIP. Mulai gratis, tampil cantik di ponsel setiap tamu.',
        indexable: true,
        routeModule: 'src/app/routes/themes-detail.tsx',
      };
    case '/terms-of-service':
      return {
        title: `Syarat dan Ketentuan | ${brand}`,
        description: `Syarat dan ketentuan layanan undangan digital ${brand}: paket, pembayaran, tema, konten, privasi dan dukungan.`,
        indexable: true,
        routeModule: 'src/app/routes/terms-of-service.tsx',
      };
    case '/help':
      return {
        title: `Pusat Bantuan | ${brand}`,
        description: `Jawaban seputar akun, tema, pengisian undangan, cara membagikan dan pembayaran di ${brand}, serta kontak tim dukungan.`,
        indexable: true,
        routeModule: 'src/app/routes/help.tsx',
      };
    default:
      return {
        title: `${brand} - Undangan Pernikahan Digital`,
        description: `Undangan pernikahan digital ${brand}: pilih tema, isi data, bagikan satu link ke semua tamu.`,
        indexable: INDEXABLE_AUTH_PAGES.has(pathname),
      };
  }
}
