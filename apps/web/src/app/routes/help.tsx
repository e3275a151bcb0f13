import { PAGE_NAV } from '@/components/layout/nav-items';
import { PublicLayout } from '@/components/layout/public-layout';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { HelpCentre } from '@/features/help/components/help-centre';

export default function HelpRoute() {
  usePageMeta('Pusat Bantuan');
  return (
    <PublicLayout items={PAGE_NAV}>
      <HelpCentre />
    </PublicLayout>
  );
}
