import { Search } from 'lucide-react';
import { useId } from 'react';
import type { Theme } from '@kabar/shared/theme';
import { THEME_TAG_GROUPS } from '@kabar/shared/theme-tags';
import {
  CATALOGUE_FILTERS,
  tagOptions,
  type CatalogueFilter,
  type ThemeQuery,
} from '@/lib/catalogue-filter';

/**
 * The tier chips and counter, with a search by name and a choice of style, culture and
 * colour under them. A tag shows only the values some theme has, so no choice leads nowhere.
 */
export function ThemeFilters({
  themes,
  query,
  onChange,
  counter,
}: {
  themes: Theme[];
  query: ThemeQuery;
  onChange: (change: Partial<ThemeQuery>) => void;
  counter: string;
}) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center justify-between gap-4 sm:flex-row">
        <div role="group" aria-label="Filter tema" className="flex flex-wrap justify-center gap-2">
          {CATALOGUE_FILTERS.map((chip) => {
            return (
              <button
                key={chip.value}
                type="button"
                aria-pressed={chip.value === query.tier}
                onClick={() => onChange({ tier: chip.value as CatalogueFilter })}
                data-action="chip"
                data-value={chip.value}
                className="rounded-full bg-white px-5 py-2 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 transition hover:bg-stone-100 aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:shadow-sm aria-pressed:ring-0 aria-pressed:hover:bg-brand-600"
              >
                {chip.label}
              </button>
            );
          })}
        </div>
        <p
          aria-live="polite"
          data-testid="catalogue-counter"
          className="h-5 text-sm text-stone-600"
        >
          {counter}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Cari nama tema
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
          />
          <input
            id={searchId}
            type="search"
            value={query.search}
            onChange={(event) => onChange({ search: event.target.value })}
            data-island="search"
            placeholder="Cari nama tema"
            maxLength={60}
            className="h-11 w-full rounded-full bg-white pl-9 pr-4 text-sm text-stone-900 ring-1 ring-stone-300 placeholder:text-stone-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
          />
        </div>
        {THEME_TAG_GROUPS.map((group) => {
          const present = tagOptions(themes, group.key);
          return (
            <label key={group.key} className="block">
              <span className="sr-only">{group.label}</span>
              <select
                value={query.tags[group.key] ?? ''}
                onChange={(event) =>
                  onChange({
                    tags: { ...query.tags, [group.key]: event.target.value || undefined },
                  })
                }
                data-testid={`filter-${group.param}`}
                data-tag={group.key}
                className="h-11 w-full rounded-full bg-white px-4 text-sm text-stone-900 ring-1 ring-stone-300 focus:outline-none focus:ring-2 focus:ring-brand-500"
              >
                <option value="">Semua {group.label.toLowerCase()}</option>
                {Object.entries(group.options)
                  .filter(([value]) => present.has(value))
                  .map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
              </select>
            </label>
          );
        })}
      </div>
    </div>
  );
}
