import { afterWeddingStartsAt, WISHES_PAGE_SIZE, type GuestLanguage } from '@kabar/shared';
import type { PageModel, PageTemplate, WishesPage } from '@kabar/themes';
import type { Db } from '../../db/client';
import { ALL_PAGES } from '../../redis/page-changes';
import { pageCacheResults } from '../../observability/metrics';
import { listVisibleWishes } from '../rsvps/rsvps.queries';
import { HotAnswers } from './hot-answers';
import type { PageBytes } from './page-bytes';
import { loadFreshness, loadInvitationSource, type InvitationSource } from './load-invitation';

export interface RenderedPage {
  model: PageModel;
  template: PageTemplate;
  bytes: PageBytes;
}

export interface CachedPage extends RenderedPage {
  source: InvitationSource;
  /**
   * The same version rendered for personal links, one per combination of events and sessions
   * guests are invited to, made on the first `?g=` visit of each. It holds slots, never a guest:
   * each guest's values are filled in per request, so plain visits keep `template`.
   */
  personal: Map<string, RenderedPage>;
  /**
   * The same version in the other languages (issue 30), rendered on the first visit in each; the
   * entry itself is the Indonesian page. Dropped with the entry when the version changes.
   */
  languages: Map<GuestLanguage, RenderedPage>;
  checkedAt: number;
  wishes: Map<number, WishesPage>;
  /** When the page turns into the thank-you page (`afterWeddingStartsAt` of its events). */
  turnsAt: Date | null;
}

export interface PageCacheOptions {
  /** How long a page is served without asking the database whether it changed. */
  freshForMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Published pages rendered once per invitation version and kept in memory. Guests' requests read
 * from here; at most once per `freshForMs` one small query checks the version, the plan and the
 * guest book, so a change shows within that time even if no one says so; `invalidate` (told by
 * every instance through page-changes.ts) makes it at once. Nothing here is needed for
 * correctness: a second instance simply builds its own.
 */
export class InvitationPageCache {
  private readonly bySlug = new Map<string, CachedPage>();
  private readonly missing = new Map<string, number>();
  private readonly now: () => number;
  /** The answers made from this cache's entries in the current second (hot-answers.ts). */
  readonly hotAnswers = new HotAnswers(this);

  constructor(
    private readonly db: Db,
    private readonly render: (source: InvitationSource, lang: GuestLanguage) => RenderedPage,
    private readonly options: PageCacheOptions,
  ) {
    this.now = options.now ?? (() => Date.now());
  }

  /**
   * The page at this link when it is in memory and fresh, without waiting for anything: most
   * requests are answered in the same turn they arrive in (`get` otherwise).
   */
  peek(slug: string): CachedPage | null {
    const cached = this.bySlug.get(slug);
    if (!cached || !this.isFresh(cached)) return null;
    pageCacheResults.hit();
    return cached;
  }

  /**
   * Whether an answer made from `entry` when it had been checked at `checkedAt` may still go out
   * (hot-answers.ts): the entry is fresh and was not checked again since, since a check may have
   * found a new wish. Counted as a hit, as `peek` counts one.
   */
  serves(entry: CachedPage, checkedAt: number): boolean {
    if (entry.checkedAt !== checkedAt || !this.isFresh(entry)) return false;
    pageCacheResults.hit();
    return true;
  }

  /**
   * Checked within `freshForMs` and not marked stale since. A replaced entry stays stale: the one
   * that replaced it is the fresh one.
   */
  private isFresh(entry: CachedPage): boolean {
    return this.now() - entry.checkedAt < this.options.freshForMs;
  }

  /** The published page at this link, or null. */
  async get(slug: string): Promise<CachedPage | null> {
    const fresh = this.peek(slug);
    if (fresh) return fresh;
    const now = this.now();
    const cached = this.bySlug.get(slug);
    if (!cached && (this.missing.get(slug) ?? 0) > now) return null;

    if (cached) {
      const fresh = await loadFreshness(this.db, cached.source.invitation.id);
      const same =
        fresh &&
        fresh.status === 'published' &&
        fresh.slug === slug &&
        fresh.version === cached.source.invitation.version &&
        fresh.themeId === cached.source.invitation.themeId &&
        fresh.plan === cached.source.plan;
      if (same) {
        cached.checkedAt = now;
        if (fresh.wishesStamp !== cached.source.wishesStamp) {
          cached.source.wishesStamp = fresh.wishesStamp;
          cached.wishes.clear();
        }
        pageCacheResults.hit();
        return cached;
      }
      this.bySlug.delete(slug);
    }

    const source = await loadInvitationSource(this.db, { slug });
    if (!source || source.invitation.status !== 'published') {
      this.remember(this.missing, slug, now + this.options.freshForMs);
      return null;
    }
    pageCacheResults.miss();
    const entry: CachedPage = {
      ...this.render(source, 'id'),
      source,
      checkedAt: now,
      wishes: new Map(),
      turnsAt: afterWeddingStartsAt(source.weddingEvents ?? []),
      personal: new Map(),
      languages: new Map(),
    };
    this.missing.delete(slug);
    this.remember(this.bySlug, slug, entry);
    return entry;
  }

  /** The entry's page in a guest's language: the page cache keys by language too. */
  inLanguage(entry: CachedPage, lang: GuestLanguage): RenderedPage {
    if (lang === 'id') return entry;
    const known = entry.languages.get(lang);
    if (known) return known;
    const rendered = this.render(entry.source, lang);
    entry.languages.set(lang, rendered);
    return rendered;
  }

  /** A page of the guest book when it is in memory, without waiting. */
  knownWishesPage(entry: CachedPage, requestedPage: number): WishesPage | null {
    return entry.wishes.get(requestedPage) ?? null;
  }

  /** A page of the guest book, from memory until the guest book changes. */
  async wishesPage(entry: CachedPage, requestedPage: number): Promise<WishesPage> {
    const known = this.knownWishesPage(entry, requestedPage);
    if (known) return known;
    const page = await readWishesPage(this.db, entry.source.invitation.id, requestedPage);
    if (entry.wishes.size < 50) entry.wishes.set(requestedPage, page);
    return page;
  }

  /**
   * A change made on any instance (page-changes.ts): the next request checks the version at once
   * and reads the guest book again, instead of waiting out the freshness window.
   */
  invalidate(slug: string): void {
    const entries = slug === ALL_PAGES ? this.bySlug.values() : [this.bySlug.get(slug)];
    for (const entry of entries) {
      if (!entry) continue;
      entry.checkedAt = Number.NEGATIVE_INFINITY;
      entry.wishes.clear();
    }
    if (slug === ALL_PAGES) this.missing.clear();
    else this.missing.delete(slug);
  }

  private remember<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > this.options.maxEntries) map.delete(map.keys().next().value!);
  }
}

export async function readWishesPage(
  db: Db,
  invitationId: string,
  requestedPage: number,
): Promise<WishesPage> {
  const page = Math.max(1, requestedPage);
  const { wishes, total } = await listVisibleWishes(db, invitationId, page, WISHES_PAGE_SIZE);
  return {
    wishes: wishes.map((wish) => ({
      id: wish.id,
      name: wish.name,
      message: wish.message,
      createdAt: wish.createdAt,
    })),
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / WISHES_PAGE_SIZE)),
  };
}
