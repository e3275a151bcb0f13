import { PAGE_NAV } from '@/components/layout/nav-items';
import { PublicLayout } from '@/components/layout/public-layout';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { ThemesCatalogue } from '@/features/themes/components/themes-catalogue';

export default function ThemesDetailRoute() {
  usePageMeta('Katalog Tema Undangan');
  return (
    <PublicLayout items={PAGE_NAV}>
      <ThemesCatalogue />
    </PublicLayout>
  );
}
