import type { ReactNode } from 'react';
import { IslandMarkup } from '@/components/layout/island-markup';
import { ThemeDetailIslandDialog } from '@/components/theme/theme-detail-island-dialog';
import { WebsiteIslandDialog } from '@/features/themes/components/website-modal';
import LandingRoute from './landing';
import ThemesDetailRoute from './themes-detail';

/**
 * The landing page and the catalogue as the server draws them for a browser that gets no React
 * (decision 035): the app's own components, with every part an island needs drawn at once, and
 * the two theme dialogs once per page, empty, for the islands to fill.
 */
function IslandPage({ children }: { children: ReactNode }) {
  return (
    <IslandMarkup value>
      {children}
      <ThemeDetailIslandDialog />
      <WebsiteIslandDialog />
    </IslandMarkup>
  );
}

export function LandingIslandRoute() {
  return (
    <IslandPage>
      <LandingRoute />
    </IslandPage>
  );
}

export function ThemesDetailIslandRoute() {
  return (
    <IslandPage>
      <ThemesDetailRoute />
    </IslandPage>
  );
}
