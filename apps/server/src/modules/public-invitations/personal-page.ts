import type { SiteConfig } from '@kabar/shared';
import type { ThemeAssets } from '@kabar/themes';
import type { Db } from '../../db/client';
import type { CachedPage, RenderedPage } from './page-cache';
import { guestPageEvents } from './page-events';
import { renderPersonal } from './render-source';

/**
 * A guest's page: rendered once per language and combination of events and sessions, then from
 * memory. `page` is the entry's page in the guest's language.
 */
export async function personalPageOf(
  db: Db,
  entry: CachedPage,
  page: RenderedPage,
  guestId: string,
  assets: ThemeAssets,
  site: SiteConfig,
): Promise<RenderedPage> {
  const { key: eventsKey, events } = await guestPageEvents(db, entry.source.invitation, guestId);
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
