import { paths } from '@/config/paths';
import { SECTION_IDS } from './scroll-to-section';

export type NavItem =
  | { label: string; sectionId: string; href?: never }
  | { label: string; href: string; sectionId?: never };

/** The landing page's menu: each item scrolls to its section. */
export const LANDING_NAV: NavItem[] = [
  { label: 'Home', sectionId: SECTION_IDS.home },
  { label: 'Fitur', sectionId: SECTION_IDS.features },
  { label: 'Tema', sectionId: SECTION_IDS.theme },
  { label: 'Bundle', sectionId: SECTION_IDS.bundle },
  { label: 'FAQ', sectionId: SECTION_IDS.faq },
  { label: 'Testimoni', sectionId: SECTION_IDS.testimonial },
];

/** The menu on the other public pages. */
export const PAGE_NAV: NavItem[] = [
  { label: 'Beranda', href: paths.home.getHref() },
  { label: 'Tema', href: paths.themesDetail.getHref() },
  { label: 'Paket', sectionId: SECTION_IDS.bundle },
  { label: 'FAQ', sectionId: SECTION_IDS.faq },
  { label: 'Bantuan', href: paths.help.getHref() },
];
