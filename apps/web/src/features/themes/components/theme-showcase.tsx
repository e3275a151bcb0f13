import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { ThemeCard, ThemeCardSkeleton } from '@/components/theme/theme-card';
import { useThemes } from '../api/get-themes';
import { ThemeCardActions } from './theme-card-actions';

const SKELETON_COUNT = 6;
/** Three rows of the 3-column grid; the catalogue has the rest. */
const SHOWCASE_LIMIT = 9;

/**
 * Phones swipe through the cards in a row (nine tall cards would make the page endless); wider
 * screens get the grid, three columns on a desktop.
 */
const ROW =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3';
const SLOT = 'w-[80%] shrink-0 snap-center sm:w-auto';

/** The landing page's theme grid: skeletons, error with retry, empty, then the cards. */
export function ThemeShowcase() {
  const themes = useThemes();

  let body;
  if (themes.isPending) {
    body = (
      <div className={ROW} aria-busy="true" aria-label="Memuat tema">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <div key={i} className={SLOT}>
            <ThemeCardSkeleton />
          </div>
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
      <ul className={ROW} aria-label="Tema pilihan">
        {themes.data.slice(0, SHOWCASE_LIMIT).map((theme) => (
          <li key={theme.theme_id} className={`${SLOT} flex`}>
            <ThemeCard theme={theme} actions={<ThemeCardActions theme={theme} />} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      id="theme-section"
      aria-labelledby="theme-heading"
      className="scroll-mt-16 bg-stone-50"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">Tema</p>
          <h2 id="theme-heading" className="mt-3 font-serif text-3xl text-stone-900 sm:text-4xl">
            Pilih tema yang paling kalian banget
          </h2>
          <p className="mt-4 text-base leading-relaxed text-stone-600">
            Dari yang sederhana dan hangat sampai yang megah, setiap tema siap diisi dengan cerita
            kalian berdua.
          </p>
        </div>
        {body}
        <p className="mt-10 text-center">
          <Link
            to={paths.themesDetail.getHref()}
            className="inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            Lihat lebih banyak tema disini!
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
