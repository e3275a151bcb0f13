import { keepTabInside } from '@/components/layout/keep-tab-inside';
import { actionOf, all } from './dom';

/**
 * The dialogs the server drew empty (decision 035), on the browser's own <dialog> as the app's
 * Dialog: showModal keeps focus inside and makes the page inert, Escape, the close button and the
 * backdrop close it, Tab wraps, and focus returns to what opened it.
 */
export function bindDialogs(): void {
  for (const dialog of all<HTMLDialogElement>('dialog[data-island]')) {
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog || actionOf(event, 'dialog-close')) dialog.close();
    });
    dialog.addEventListener('keydown', (event) => keepTabInside(event, dialog));
  }
}

export function openDialog(dialog: HTMLDialogElement): void {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const overflow = document.body.style.overflow;
  dialog.showModal();
  document.body.style.overflow = 'hidden';
  dialog.addEventListener(
    'close',
    () => {
      document.body.style.overflow = overflow;
      previous?.focus({ preventScroll: true });
    },
    { once: true },
  );
}
