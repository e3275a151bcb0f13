import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LANDING_NAV } from '@/components/layout/nav-items';
import { PublicLayout } from '@/components/layout/public-layout';
import { scrollToSection } from '@/components/layout/scroll-to-section';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { BundleSection } from './bundle-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { StepsStrip } from './steps-strip';
import { TestimonialSection } from './testimonial-section';

/**
 * The landing page in its order (docs/product-rules.md): hero (with the four steps), features,
 * themes, bundle, FAQ, testimonials. The theme showcase belongs to the themes feature, so the route
 * passes it in.
 */
export function LandingPage({ themeShowcase }: { themeShowcase: ReactNode }) {
  const { hash } = useLocation();
  usePageMeta(null);

  // Arriving from another page at /#faq-section: go to that section once it is on the page.
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)), { arriving: true });
  }, [hash]);

  return (
    <PublicLayout items={LANDING_NAV} hideNavOnScroll={false}>
      <HeroSection />
      {/*
       * Each boundary is hydrated as its own small task after the hero, so the phone's main
       * thread is never held for the whole page at once (server-rendered pages only).
       */}
      <Suspense>
        <StepsStrip />
      </Suspense>
      <Suspense>
        <FeaturesSection />
      </Suspense>
      <Suspense>{themeShowcase}</Suspense>
      <Suspense>
        <BundleSection />
      </Suspense>
      <Suspense>
        <FaqSection />
      </Suspense>
      <Suspense>
        <TestimonialSection />
      </Suspense>
    </PublicLayout>
  );
}
