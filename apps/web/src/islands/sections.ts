import { scrollToSection } from '@/components/layout/scroll-to-section';

/**
 * On the landing page the menu's section links glide to their section (and put it in the
 * address); from another page they are plain links to /#section.
 */
export function bindSectionLinks(): void {
  if (location.pathname !== '/') return;
  document.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>('a[data-section]')
        : null;
    if (!link || event.defaultPrevented) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToSection(link.dataset.section!)) event.preventDefault();
  });
  // Arriving at /#faq-section: there at once, with focus on the section for the next Tab.
  if (location.hash.length > 1) {
    scrollToSection(decodeURIComponent(location.hash.slice(1)), { arriving: true });
  }
}
