import { Outlet } from 'react-router';
import { ProgressBar } from '@/components/ui/progress-bar';

export function RootLayout() {
  return (
    <>
      <ProgressBar />
      <Outlet />
    </>
  );
}
