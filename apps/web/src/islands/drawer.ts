import { focusableIn, keepTabInside } from '@/components/layout/keep-tab-inside';
import { actionOf, one } from './dom';

/**
 * The phone menu: opens from the menu button, holds focus inside until Escape, the close button,
 * the backdrop or a link closes it, then gives focus back to the menu button.
 */
export function bindDrawer(): void {
  const drawer = one('[data-island="drawer"]');
  const opener = one<HTMLButtonElement>('[data-action="drawer-open"]');
  const panel = drawer && one('[role="dialog"]', drawer);
  if (!drawer || !opener || !panel) return;
  let overflow = '';

  function open() {
    drawer!.hidden = false;
    opener!.setAttribute('aria-expanded', 'true');
    overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (one('[data-autofocus]', panel!) ?? focusableIn(panel!)[0] ?? panel!).focus();
  }

  function close() {
    if (drawer!.hidden) return;
    drawer!.hidden = true;
    opener!.setAttribute('aria-expanded', 'false');
    document.body.style.overflow = overflow;
    opener!.focus({ preventScroll: true });
  }

  opener.addEventListener('click', open);
  // A link closes the drawer first; a section link then scrolls (sections.ts, on the document).
  drawer.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (actionOf(event, 'drawer-close') || target?.closest('a[href]')) close();
  });
  document.addEventListener('keydown', (event) => {
    if (drawer.hidden) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    keepTabInside(event, panel);
  });
}
