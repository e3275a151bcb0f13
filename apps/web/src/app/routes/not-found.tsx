import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-stone-50 px-6 text-center">
      <p className="font-serif text-8xl text-brand-600">404</p>
      <h1 className="mt-4 text-xl font-semibold text-stone-800">Oops! Halaman tidak ditemukan.</h1>
      <Link
        to={paths.home.getHref()}
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Kembali ke Beranda
      </Link>
    </main>
  );
}
