import { createContext, useContext, type ReactNode } from 'react';
import type { StoredUser } from '@/lib/session-storage';

/**
 * True while the server draws a page that no React will take over (the landing page and the
 * catalogue, decision 035): parts that the app would add later (the signed-in menu, every
 * catalogue card) are then drawn at once, hidden, for the page's islands to show.
 */
export const IslandMarkup = createContext(false);

export function useIslandMarkup(): boolean {
  return useContext(IslandMarkup);
}

/** Filled in by the islands from the stored session (apps/web/src/islands/session.ts). */
const PLACEHOLDER_USER: StoredUser = {
  user_id: '',
  name: '',
  email: '',
  phone: null,
  status: '',
};

/**
 * The signed-in couple's part or the visitor's. Drawn for islands, both are there, the couple's
 * hidden, and the islands swap them when a session is stored.
 */
export function SessionSwitch({
  user,
  signedIn,
  visitor,
}: {
  user: StoredUser | null;
  signedIn: (user: StoredUser) => ReactNode;
  visitor: ReactNode;
}) {
  if (!useIslandMarkup()) return user ? signedIn(user) : visitor;
  return (
    <>
      <div data-session="visitor" className="contents">
        {visitor}
      </div>
      <div data-session="user" className="contents" hidden>
        {signedIn(PLACEHOLDER_USER)}
      </div>
    </>
  );
}
