import { paths } from '@/config/paths';

/**
 * The two kinds of link the couple hands out for the wedding day: a desk's (helpers record
 * arrivals) and a greeting screen's (the venue's TV greets them). Both are codes, revocable.
 */
export type LinkKind = 'checkin' | 'screen';

export const LINK_KINDS: Record<
  LinkKind,
  {
    resource: 'checkin-links' | 'screen-links';
    href: (code: string) => string;
    title: string;
    description: string;
    placeholder: string;
    empty: string;
    revokeTitle: string;
    revokeBody: (label: string) => string;
  }
> = {
  checkin: {
    resource: 'checkin-links',
    href: paths.checkin.getHref,
    title: 'Link check-in untuk petugas',
    description:
      'Petugas penerima tamu membuka link ini di HP-nya, tanpa akun. Mereka hanya melihat nama tamu dan kedatangan; nomor HP dan amplop tidak pernah terlihat. Cabut link kapan saja.',
    placeholder: 'Nama petugas atau meja, mis. Meja 1',
    empty: 'Belum ada link check-in.',
    revokeTitle: 'Cabut link check-in?',
    revokeBody: (label) =>
      `Petugas yang memakai link “${label}” tidak bisa lagi mencatat kedatangan.`,
  },
  screen: {
    resource: 'screen-links',
    href: paths.screen.getHref,
    title: 'Layar sapa',
    description:
      'Buka link ini di TV atau proyektor gedung. Setiap tamu yang check-in disapa dengan namanya (dan mejanya), di antara foto-foto Anda. Tidak menampilkan nomor HP, pihak, atau catatan. Cabut link kapan saja.',
    placeholder: 'Nama layar, mis. TV pelaminan',
    empty: 'Belum ada link layar sapa.',
    revokeTitle: 'Cabut link layar sapa?',
    revokeBody: (label) => `Layar “${label}” berhenti menyapa tamu.`,
  },
};
