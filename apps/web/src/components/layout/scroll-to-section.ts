/** The landing page's section ids (docs/product-rules.md, Screens), in page order. */
export const SECTION_IDS = {
  home: 'home-section',
  features: 'features-section',
  theme: 'theme-section',
  bundle: 'bundle-section',
  faq: 'faq-section',
  testimonial: 'testimonial-section',
} as const;

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to a section, puts its id in the address so the place can be shared, and moves keyboard
 * focus there so Tab carries on from it. A menu click glides there (unless the reader asked for
 * less motion); arriving from another page jumps at once, so the browser's scroll anchoring keeps
 * the section in place while the theme cards above it are still loading.
 */
export function scrollToSection(id: string, { arriving = false } = {}): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  // Sections far from the screen are not laid out yet (islands/public.css) and hold a guessed
  // height: drawn all now, the glide's target is where the section really is.
  section.parentElement?.setAttribute('data-drawn', '');
  const glide = !arriving && !prefersReducedMotion();
  section.scrollIntoView({ behavior: glide ? 'smooth' : 'instant', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  if (!arriving) history.replaceState(history.state, '', `#${id}`);
  return true;
}
