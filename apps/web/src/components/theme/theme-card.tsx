import { lazy, Suspense, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Eye } from 'lucide-react';
import { priceBadge } from '@kabar/shared/money';
import type { Theme } from '@kabar/shared/theme';
import { useIslandMarkup } from '@/components/layout/island-markup';
import { islandTheme } from './island-theme';
import { ThemeRibbon } from './theme-ribbon';

const ThemeDetailDialog = lazy(() =>
  import('./theme-detail-dialog').then((module) => ({ default: module.ThemeDetailDialog })),
);

/** One column on phones, two on tablets, three from 1024 px (the grids' own breakpoints). */
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 90vw';

/**
 * A theme in the showcase: its own cover as the real renderer draws it (decision 011), ribbon,
 * price badge, name, description, then the actions. The picture opens the detail view with the
 * live demo. `priority` asks for the picture with the page, ahead of everything else: for the
 * card whose picture is the page's largest paint (decision 047).
 */
export function ThemeCard({
  theme,
  actions,
  priority = false,
  hidden = false,
}: {
  theme: Theme;
  actions?: ReactNode;
  priority?: boolean;
  /** Left out by the filters for now: drawn hidden for an island to bring back (decision 035). */
  hidden?: boolean;
}) {
  const badge = priceBadge(theme.price);
  const [detail, setDetail] = useState(false);
  const demo = theme.website_url;
  const islands = useIslandMarkup();
  return (
    <article
      data-testid="theme-card"
      data-theme={islands ? JSON.stringify(islandTheme(theme)) : undefined}
      hidden={hidden}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md"
    >
      <div className="relative aspect-[3/4] bg-stone-100">
        <ThemePicture theme={theme} priority={priority} />
        {demo ? (
          <button
            type="button"
            onClick={() => setDetail(true)}
            data-action="detail"
            aria-label={`Detail tema ${theme.theme_name}`}
            className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-stone-900 shadow hover:bg-white"
          >
            <Eye aria-hidden="true" className="size-4" />
            Detail
          </button>
        ) : null}
        <ThemeRibbon price={theme.price} />
        <span
          data-testid="price-badge"
          className={`absolute right-3 top-3 rounded-full px-3 py-1 text-xs font-bold shadow ${badge === 'FREE' ? 'bg-white text-emerald-700' : 'bg-white text-stone-900'}`}
        >
          {badge}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-serif text-xl text-stone-900">{theme.theme_name}</h3>
        <p data-slot="description" className="line-clamp-2 text-sm text-stone-600">
          {theme.description}
        </p>
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-3">{actions}</div> : null}
      </div>
      {detail && demo ? (
        <Suspense>
          <ThemeDetailDialog theme={theme} demoUrl={demo} onClose={() => setDetail(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}

/**
 * The cover as AVIF where the browser takes it (about a third fewer bytes than the WebP, decision
 * 057), else the WebP. React preloads a lone `<img>` it is asked to hurry, but not one inside a
 * `<picture>`, whose source it cannot know: the preload is asked for here, for the AVIF, which a
 * browser without it skips by its type.
 */
function ThemePicture({ theme, priority }: { theme: Theme; priority: boolean }) {
  const avif = theme.photo_srcset_avif;
  if (priority && avif)
    preload(theme.photo_url, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: CARD_SIZES,
      fetchPriority: 'high',
    });
  const img = (
    <img
      src={theme.photo_url}
      srcSet={theme.photo_srcset}
      sizes={CARD_SIZES}
      alt={`Sampul undangan tema ${theme.theme_name}`}
      width={600}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className="h-full w-full object-cover"
    />
  );
  if (!avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={CARD_SIZES} />
      {img}
    </picture>
  );
}

export function ThemeCardSkeleton() {
  return (
    <div
      data-testid="theme-card-skeleton"
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
    >
      <div className="aspect-[3/4] bg-stone-200" />
      <div className="space-y-2 p-4">
        <div className="h-5 w-2/3 rounded bg-stone-200" />
        <div className="h-4 w-full rounded bg-stone-100" />
        <div className="h-9 w-28 rounded-full bg-stone-200" />
      </div>
    </div>
  );
}
