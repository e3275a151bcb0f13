import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { SCROLL_TOP_THRESHOLD_PX } from './hide-on-scroll';
import { prefersReducedMotion } from './scroll-to-section';

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Always drawn (hidden until the page has scrolled), so the public pages' islands can show it.
  return (
    <button
      type="button"
      hidden={!visible}
      data-action="scroll-top"
      aria-label="Kembali ke atas"
      data-testid="scroll-to-top"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
      className="fixed bottom-24 right-6 z-30 grid size-12 animate-[fade-in_200ms_ease-out] place-items-center rounded-full bg-white text-brand-700 shadow-lg ring-1 ring-stone-200 transition hover:bg-brand-50"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
