import type { ReactNode } from 'react';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { AppProviders } from './app-providers';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/** Data a server-rendered page was drawn from, so the app's first render matches it. */
export const INITIAL_STATE_ID = 'kabar-state';
const initialState = document.getElementById(INITIAL_STATE_ID)?.textContent;
if (initialState) {
  try {
    hydrate(queryClient, JSON.parse(initialState));
  } catch {
    // A damaged state only costs a refetch.
  }
}

export function AppProvider({ children }: { children: ReactNode }) {
  return <AppProviders client={queryClient}>{children}</AppProviders>;
}
