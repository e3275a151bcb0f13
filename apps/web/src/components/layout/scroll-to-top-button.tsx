import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { prefersReducedMotion } from './scroll-to-section';

/** The button shows once the page has scrolled more than this. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
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
