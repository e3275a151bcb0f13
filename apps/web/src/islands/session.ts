import {
  displayName,
  initials,
  parseSessionUser,
  readSession,
} from '@/components/layout/session-user';
import { paths } from '@/config/paths';
import { logout } from '@/lib/logout';
import { actionOf, all, one } from './dom';

/**
 * The signed-in couple on a page the server drew for a visitor (a session is never in the cached
 * HTML): their menu instead of Masuk/Daftar, their name, and the links that lead a couple to the
 * dashboard rather than to registration.
 */
export function bindSession(): void {
  const user = parseSessionUser(readSession());
  if (!user) return;
  for (const part of all('[data-session="visitor"]')) part.hidden = true;
  for (const part of all('[data-session="user"]')) part.hidden = false;
  for (const slot of all('[data-slot="user-name"]')) slot.textContent = displayName(user);
  for (const slot of all('[data-slot="user-initials"]')) slot.textContent = initials(user);
  for (const slot of all('[data-slot="user-email"]')) slot.textContent = user.email;
  for (const link of all<HTMLAnchorElement>('a[data-signed-in-href]')) {
    link.setAttribute('href', link.dataset.signedInHref!);
  }
  bindUserMenu();
  document.addEventListener('click', (event) => {
    const button = actionOf(event, 'sign-out');
    if (button instanceof HTMLButtonElement) void signOut(button);
  });
}

/** The menu under the couple's name: Dashboard and Keluar; a press elsewhere or Escape closes it. */
function bindUserMenu(): void {
  const root = one('[data-island="user-menu"]');
  const button = root && one<HTMLButtonElement>('[data-action="user-menu"]', root);
  const menu = button && document.getElementById(button.getAttribute('aria-controls')!);
  if (!root || !button || !menu) return;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    menu.hidden = !open;
  };
  button.addEventListener('click', () => setOpen(menu.hidden));
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (!menu.hidden && !root.contains(event.target as Node)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) setOpen(false);
  });
}

/** As the app's Keluar: the server ends the session, this browser forgets it, then /login. */
async function signOut(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  await logout();
  location.replace(paths.login.getHref());
}
