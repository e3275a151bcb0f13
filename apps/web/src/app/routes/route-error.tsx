import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { NotFoundRoute } from './not-found';

/** A chunk that no longer exists after a new release: reloading fetches the current one. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/**
 * What any route shows when it crashes, in Indonesian and inside the page around it (the dashboard
 * keeps its menu), instead of React Router's English developer page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  const stale = isStaleChunk(error);
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <h1 className="font-serif text-3xl text-stone-900">
        {stale ? 'Versi baru tersedia' : 'Maaf, halaman ini gagal dimuat.'}
      </h1>
      <p className="mt-3 text-stone-600">
        {stale
          ? 'Muat ulang halaman untuk memakai versi terbaru.'
          : 'Terjadi kesalahan di halaman ini. Data kamu tetap aman; silakan muat ulang atau kembali ke beranda.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Muat Ulang
        </button>
        <Link
          to={paths.home.getHref()}
          className="rounded-full px-5 py-2.5 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
        >
          Kembali ke Beranda
        </Link>
      </div>
    </main>
  );
}
