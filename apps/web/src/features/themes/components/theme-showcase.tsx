import { Link } from 'react-router';
import { parsePrice } from '@kabar/shared';
import { paths } from '@/config/paths';
import { useThemes } from '../api/get-themes';
import { ThemeCard, ThemeCardSkeleton } from '@/components/theme/theme-card';

const SKELETON_COUNT = 6;

/** The landing page's theme grid: skeletons, error with retry, empty, then the cards. */
export function ThemeShowcase() {
  const themes = useThemes();

  let body;
  if (themes.isPending) {
    body = (
      <div
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label="Memuat tema"
      >
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <ThemeCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (themes.isError) {
    body = (
      <div role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
        <p>Error: {themes.error.message}</p>
        <button
          type="button"
          onClick={() => void themes.refetch()}
          className="mt-3 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          Retry
        </button>
      </div>
    );
  } else if (themes.data.length === 0) {
    body = (
      <p className="rounded-2xl bg-white p-6 text-center text-stone-600 ring-1 ring-stone-200">
        No themes available
      </p>
    );
  } else {
    body = (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {themes.data.map((theme) => {
          const paid = parsePrice(theme.price) > 0;
          return (
            <ThemeCard
              key={theme.theme_id}
              theme={theme}
              actions={
                <Link
                  to={
                    paid
                      ? `${paths.checkout.getHref()}?theme=${theme.theme_id}`
                      : paths.themesDetail.getHref()
                  }
                  className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  {paid ? 'Beli Tema' : 'Lihat Tema'}
                </Link>
              }
            />
          );
        })}
      </div>
    );
  }

  return (
    <section
      id="theme-section"
      aria-labelledby="theme-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6"
    >
      <div className="mb-8 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Tema</p>
        <h2 id="theme-heading" className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">
          Pilih tema yang paling kalian banget
        </h2>
      </div>
      {body}
      <p className="mt-8 text-center">
        <Link
          to={paths.themesDetail.getHref()}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          Lihat lebih banyak tema disini!
        </Link>
      </p>
    </section>
  );
}
