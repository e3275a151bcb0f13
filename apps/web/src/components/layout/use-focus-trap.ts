import { useEffect, useEffectEvent, type RefObject } from 'react';
import { focusableIn, keepTabInside } from './keep-tab-inside';

/**
 * Keeps keyboard focus inside a dialog while it is open: focus moves in on open (to the element
 * marked data-autofocus, else the first control), Tab and Shift+Tab wrap, Escape closes, and focus
 * returns to whatever had it before. The page behind stops scrolling meanwhile.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
): void {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const container = ref.current;
    if (!open || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial =
      container.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(container)[0];
    (initial ?? container).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      keepTabInside(event, container);
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus({ preventScroll: true });
    };
  }, [open, ref]);
}
