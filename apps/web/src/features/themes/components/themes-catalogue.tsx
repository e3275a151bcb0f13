import { Suspense } from 'react';
import { SearchX } from 'lucide-react';
import { ThemeCard, ThemeCardSkeleton } from '@/components/theme/theme-card';
import { useCatalogueThemes } from '../api/get-themes';
import {
  catalogueCounter,
  catalogueFailure,
  noMatchText,
  queryThemes,
  type ThemeQuery,
} from '@/lib/catalogue-filter';
import { useIslandMarkup } from '@/components/layout/island-markup';
import { useThemeQuery } from '@/lib/use-theme-query';
import { ThemeCardActions } from './theme-card-actions';
import { ThemeFilters } from '@/components/theme/theme-filters';

const SKELETON_COUNT = 6;
/**
 * Cards out of view skip style, layout and paint until scrolled near (59 cards are most of the
 * page's work on a phone); the size they hold meanwhile is about a card's, so the page's height
 * barely changes when they are drawn.
 */
const GRID =
  'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 *:[content-visibility:auto] *:[contain-intrinsic-size:none_auto_680px]';
/**
 * Only the first card's photo is asked for with the page: it is the largest paint on a phone,
 * where the next cards are below the fold. The others load lazily, which on a wide screen still
 * starts the rest of the first row as soon as it is laid out (decision 047).
 */
const FIRST_CARD = 0;

/**
 * /themes-detail: every theme, narrowed by the tier chips, style, culture, colour and a search by
 * name, all kept in the address (?tier=vip&budaya=bali&q=pura).
 */
export function ThemesCatalogue() {
  const themes = useCatalogueThemes();
  const [query, setQuery] = useThemeQuery();
  const all = themes.data ?? [];
  const shown = queryThemes(all, query);
  const islands = useIslandMarkup();

  let body;
  if (themes.isPending) {
    body = (
      <div className={GRID} aria-busy="true" aria-label="Memuat tema">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <ThemeCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (themes.isError) {
    body = (
      <div
        role="alert"
        className="rounded-3xl bg-red-50 p-8 text-center text-red-800 ring-1 ring-red-100"
      >
        <p>{catalogueFailure(themes.failureCount)}</p>
        <button
          type="button"
          onClick={() => void themes.refetch()}
          className="mt-4 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800"
        >
          Coba Lagi
        </button>
      </div>
    );
  } else if (all.length === 0) {
    body = (
      <p className="rounded-3xl bg-white p-10 text-center text-stone-600 ring-1 ring-stone-200">
        Tidak ada tema yang tersedia saat ini.
      </p>
    );
  } else if (islands) {
    // Every card is drawn, those the chip leaves out hidden: the page's island filters without
    // asking the server again (decision 035).
    const place = new Map(shown.map((theme, index) => [theme.theme_id, index]));
    body = (
      <>
        <NoMatch query={query} hidden={shown.length > 0} />
        <div data-island="catalogue-grid" className={GRID}>
          {all.map((theme) => (
            <ThemeCard
              key={theme.theme_id}
              theme={theme}
              hidden={!place.has(theme.theme_id)}
              priority={place.get(theme.theme_id) === FIRST_CARD}
              actions={<ThemeCardActions theme={theme} />}
            />
          ))}
        </div>
      </>
    );
  } else if (shown.length === 0) {
    body = (
      <NoMatch query={query} onReset={() => setQuery({ tier: 'semua', tags: {}, search: '' })} />
    );
  } else {
    body = (
      <div className={GRID}>
        {shown.map((theme, index) => (
          // One hydration task per card rather than one for the whole grid.
          <Suspense key={theme.theme_id}>
            <ThemeCard
              theme={theme}
              priority={index === FIRST_CARD}
              actions={<ThemeCardActions theme={theme} />}
            />
          </Suspense>
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-10 sm:px-6 sm:pt-14">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">
          Katalog Tema
        </p>
        <h1 className="mt-3 font-serif text-4xl leading-tight text-stone-900 sm:text-5xl">
          Berbagai Tema Menarik Menantimu
        </h1>
        <p className="mt-4 text-base leading-relaxed text-stone-600">
          Tema gratis untuk mulai, tema Premium dan VIP untuk yang ingin lebih. Semua tampil cantik
          di ponsel tamu.
        </p>
      </div>
      <div className="mt-10">
        <ThemeFilters
          themes={all}
          query={query}
          onChange={setQuery}
          counter={themes.isSuccess ? catalogueCounter(shown.length, all.length) : ''}
        />
      </div>
      <h2 className="sr-only">Daftar tema</h2>
      <div className="mt-8">{body}</div>
    </div>
  );
}

/** Nothing left after the filters, with a way back to every theme. */
function NoMatch({
  query,
  onReset,
  hidden = false,
}: {
  query: ThemeQuery;
  onReset?: () => void;
  hidden?: boolean;
}) {
  return (
    <div
      data-island="catalogue-empty"
      hidden={hidden}
      className="rounded-3xl bg-white p-10 text-center ring-1 ring-stone-200"
    >
      <SearchX aria-hidden="true" className="mx-auto size-8 text-stone-400" />
      <p data-slot="empty-text" className="mt-3 text-stone-700">
        {noMatchText(query)}
      </p>
      <button
        type="button"
        onClick={onReset}
        data-action="reset"
        className="mt-4 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Lihat semua tema
      </button>
    </div>
  );
}
