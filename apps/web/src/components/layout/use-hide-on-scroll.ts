import { useEffect, useState } from 'react';
import { barHiddenAfter, HEADER_HEIGHT_PX } from './hide-on-scroll';

/**
 * The bar on the other public pages: hidden while the reader scrolls down, back as soon as they
 * scroll up, and always shown near the top of the page.
 */
export function useHideOnScroll(enabled: boolean, topOffset = HEADER_HEIGHT_PX): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    let frame = 0;
    function update() {
      frame = 0;
      const y = window.scrollY;
      const next = barHiddenAfter(lastY, y, topOffset);
      if (next === null) return;
      setHidden(next);
      lastY = y;
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled, topOffset]);

  return enabled && hidden;
}
