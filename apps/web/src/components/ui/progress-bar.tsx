import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export const PROGRESS_BAR_MS = 300;

/** The thin bar shown for about 300 ms on every path change (docs/product-rules.md, Screens). */
export function ProgressBar() {
  const { pathname } = useLocation();
  const [settledPath, setSettledPath] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSettledPath(pathname), PROGRESS_BAR_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (settledPath === pathname) return null;
  return (
    <div
      key={pathname}
      role="progressbar"
      aria-label="Memuat halaman"
      data-testid="route-progress"
      className="fixed inset-x-0 top-0 z-[100] h-0.5 origin-left animate-[route-progress_300ms_ease-out_forwards] bg-brand-600"
    />
  );
}
