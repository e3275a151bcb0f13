import { Outlet, ScrollRestoration } from 'react-router';
import { ProgressBar } from '@/components/ui/progress-bar';

export function RootLayout() {
  return (
    <>
      <ProgressBar />
      <Outlet />
      {/* New pages open at the top (or at their #section); Back returns to where the reader was. */}
      <ScrollRestoration />
    </>
  );
}
