import {
  barHiddenAfter,
  HEADER_HEIGHT_PX,
  SCROLL_TOP_THRESHOLD_PX,
} from '@/components/layout/hide-on-scroll';
import { prefersReducedMotion } from '@/components/layout/scroll-to-section';
import { one } from './dom';

/** Scrolled more than this, the bar turns opaque with a shadow. */
const SCROLLED_PX = 8;

/**
 * The top bar's looks while scrolling (opaque once scrolled, and on the catalogue hidden while
 * reading down) and the scroll-to-top button, on one animation frame per burst of scrolling.
 */
export function bindHeader(): void {
  const header = one('[data-island="header"]');
  const toTop = one<HTMLButtonElement>('[data-action="scroll-top"]');
  const hides = header?.dataset.hideOnScroll === 'true';
  const drawer = one('[data-island="drawer"]');
  let lastY = window.scrollY;
  let frame = 0;

  function update() {
    frame = 0;
    const y = window.scrollY;
    if (header) {
      header.dataset.scrolled = String(y > SCROLLED_PX);
      const hidden =
        hides && !(drawer && !drawer.hidden) ? barHiddenAfter(lastY, y, HEADER_HEIGHT_PX) : null;
      if (hidden !== null) {
        header.dataset.hidden = String(hidden);
        lastY = y;
      }
    }
    if (toTop) toTop.hidden = y <= SCROLL_TOP_THRESHOLD_PX;
  }

  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  toTop?.addEventListener('click', () =>
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' }),
  );
  update();
}
