import { LandingPage } from '@/features/landing/components/landing-page';
import { ThemeShowcase } from '@/features/themes/components/theme-showcase';

export default function LandingRoute() {
  return <LandingPage themeShowcase={<ThemeShowcase />} />;
}
