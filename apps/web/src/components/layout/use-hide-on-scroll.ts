import { useEffect, useState } from 'react';

/** Scrolling less than this does not flip the bar, so a trembling finger does not make it flicker. */
const SCROLL_TOLERANCE_PX = 8;

/**
 * The bar on the other public pages: hidden while the reader scrolls down, back as soon as they
 * scroll up, and always shown near the top of the page.
 */
export function useHideOnScroll(enabled: boolean, topOffset = 64): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    let frame = 0;
    function update() {
      frame = 0;
      const y = window.scrollY;
      if (y <= topOffset) setHidden(false);
      else if (y - lastY > SCROLL_TOLERANCE_PX) setHidden(true);
      else if (lastY - y > SCROLL_TOLERANCE_PX) setHidden(false);
      else return;
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
