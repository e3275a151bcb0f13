/** The landing page's section ids (spec section 2), in page order. */
export const SECTION_IDS = {
  home: 'home-section',
  features: 'features-section',
  theme: 'theme-section',
  bundle: 'bundle-section',
  faq: 'faq-section',
  testimonial: 'testimonial-section',
} as const;
export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls smoothly to a section (at once for readers who asked for less motion), puts its id in the
 * address so the place can be shared, and moves keyboard focus there so Tab carries on from it.
 */
export function scrollToSection(id: string, updateHash = true): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  if (updateHash) history.replaceState(history.state, '', `#${id}`);
  return true;
}
