import type { ReactNode } from 'react';
import { priceBadge } from '@kabar/shared/money';
import type { Theme } from '@kabar/shared/theme';
import { ThemeRibbon } from './theme-ribbon';

/**
 * A theme in the showcase: photo, ribbon, price badge, name, description, then the actions.
 * `priority` loads the photo at once, for the cards a visitor sees without scrolling.
 */
export function ThemeCard({
  theme,
  actions,
  priority = false,
}: {
  theme: Theme;
  actions?: ReactNode;
  priority?: boolean;
}) {
  const badge = priceBadge(theme.price);
  return (
    <article
      data-testid="theme-card"
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md"
    >
      <div className="relative aspect-[3/4] bg-stone-100">
        <img
          src={theme.photo_url}
          alt={`Contoh tema ${theme.theme_name}`}
          width={600}
          height={800}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover"
        />
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
        <p className="line-clamp-2 text-sm text-stone-600">{theme.description}</p>
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-3">{actions}</div> : null}
      </div>
    </article>
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
