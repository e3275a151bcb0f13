/*
 * When the top bar hides and the scroll-to-top button shows, without React: the app's hooks and
 * the public pages' islands follow the same rules.
 */

/** Scrolling less than this does not flip the bar, so a trembling finger does not make it flicker. */
const SCROLL_TOLERANCE_PX = 8;
/** Near the top (the bar's own height) the bar always shows. */
export const HEADER_HEIGHT_PX = 64;
/** The button shows once the page has scrolled more than this. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

/**
 * The bar on the other public pages: hidden while the reader scrolls down, back as soon as they
 * scroll up. Null while the move is too small to decide: keep the state and the last position.
 */
export function barHiddenAfter(lastY: number, y: number, topOffset: number): boolean | null {
  if (y <= topOffset) return false;
  if (y - lastY > SCROLL_TOLERANCE_PX) return true;
  if (lastY - y > SCROLL_TOLERANCE_PX) return false;
  return null;
}
