import { all } from './dom';

/** The FAQ accordion: one answer open at a time; opening another closes the first. */
export function bindFaq(): void {
  const buttons = all<HTMLButtonElement>('[data-island="faq"] button[aria-controls]');
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const opening = button.getAttribute('aria-expanded') !== 'true';
      for (const other of buttons) {
        const open = other === button && opening;
        other.setAttribute('aria-expanded', String(open));
        const panel = document.getElementById(other.getAttribute('aria-controls')!);
        if (panel) panel.hidden = !open;
      }
    });
  }
}
