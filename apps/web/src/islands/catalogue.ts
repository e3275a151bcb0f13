import type { IslandTheme } from '@/components/theme/island-theme';
import {
  catalogueCounter,
  noMatchText,
  parseThemeQuery,
  queryThemes,
  themeQueryParams,
  type CatalogueFilter,
  type TagKey,
  type ThemeQuery,
} from '@/lib/catalogue-filter';
import { actionOf, all, one } from './dom';

type Card = IslandTheme & { element: HTMLElement };

/** The query as the address would hold it, so a cleared choice is gone, not kept empty. */
function normalised(query: ThemeQuery): ThemeQuery {
  return parseThemeQuery(new URLSearchParams(themeQueryParams(query)));
}

/**
 * The catalogue's filters over the cards the server drew (every theme, those the chip leaves out
 * hidden): tier chips, name search, style, culture and colour, through the app's own rules
 * (lib/catalogue-filter.ts), kept in the address. Cards left out leave the page, not just the
 * view, so what is on the page is what is counted.
 */
export function bindCatalogue(): void {
  const grid = one('[data-island="catalogue-grid"]');
  if (!grid) return;
  const cards: Card[] = all('[data-theme]', grid).map((element) => ({
    ...(JSON.parse(element.dataset.theme!) as IslandTheme),
    element,
  }));
  const counter = one('[data-testid="catalogue-counter"]');
  const empty = one('[data-island="catalogue-empty"]');
  const search = one<HTMLInputElement>('[data-island="search"]');
  const selects = all<HTMLSelectElement>('select[data-tag]');
  const chips = all('[data-action="chip"]');
  let query = parseThemeQuery(new URLSearchParams(location.search));

  function render() {
    const shown = queryThemes(cards, query).map((card) => card.element);
    for (const chip of chips) {
      chip.setAttribute('aria-pressed', String(chip.dataset.value === query.tier));
    }
    for (const select of selects) select.value = query.tags[select.dataset.tag as TagKey] ?? '';
    for (const element of shown) element.hidden = false;
    const current = Array.from(grid!.children);
    if (current.length !== shown.length || current.some((element, i) => element !== shown[i])) {
      grid!.replaceChildren(...shown);
    }
    if (empty) {
      empty.hidden = shown.length > 0;
      const text = one('[data-slot="empty-text"]', empty);
      if (text) text.textContent = noMatchText(query);
    }
    if (counter) counter.textContent = catalogueCounter(shown.length, cards.length);
  }

  function update(change: Partial<ThemeQuery>) {
    query = normalised({ ...query, ...change });
    const params = new URLSearchParams(themeQueryParams(query)).toString();
    history.replaceState(history.state, '', params ? `?${params}` : location.pathname);
    render();
  }

  document.addEventListener('click', (event) => {
    const chip = actionOf(event, 'chip');
    if (chip) update({ tier: chip.dataset.value as CatalogueFilter });
    if (actionOf(event, 'reset')) {
      if (search) search.value = '';
      update({ tier: 'semua', tags: {}, search: '' });
    }
  });
  search?.addEventListener('input', () => update({ search: search.value }));
  for (const select of selects) {
    select.addEventListener('change', () =>
      update({ tags: { ...query.tags, [select.dataset.tag!]: select.value || undefined } }),
    );
  }
  // The address may ask for more than the server drew (it draws by chip only).
  if (search) search.value = query.search;
  render();
}
