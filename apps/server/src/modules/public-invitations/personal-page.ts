import type { SiteConfig } from '@kabar/shared';
import type { ThemeAssets } from '@kabar/themes';
import type { GuestEvent } from '../events/personal-events';
import type { CachedPage, RenderedPage } from './page-cache';
import { guestPageEvents } from './page-events';
import { renderPersonal } from './render-source';

/**
 * A guest's page: rendered once per language and combination of events and sessions, then from
 * memory. `page` is the entry's page in the guest's language.
 */
export function personalPageOf(
  entry: CachedPage,
  page: RenderedPage,
  seen: readonly GuestEvent[],
  assets: ThemeAssets,
  site: SiteConfig,
): RenderedPage {
  const { key: eventsKey, events } = guestPageEvents(seen);
  const key = `${page.model.lang}:${eventsKey}`;
  const known = entry.personal.get(key);
  if (known) return known;
  const rendered = renderPersonal(
    { model: page.model, source: entry.source },
    events,
    assets,
    site,
  );
  // A handful of combinations per wedding; the bound only guards memory against odd lists.
  if (entry.personal.size < 50) entry.personal.set(key, rendered);
  return rendered;
}
