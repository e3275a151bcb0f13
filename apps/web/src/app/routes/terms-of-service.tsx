import { PAGE_NAV } from '@/components/layout/nav-items';
import { PublicLayout } from '@/components/layout/public-layout';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { TermsPage } from '@/features/legal/components/terms-page';

export default function TermsOfServiceRoute() {
  usePageMeta('Syarat dan Ketentuan');
  return (
    <PublicLayout items={PAGE_NAV}>
      <TermsPage />
    </PublicLayout>
  );
}
