import { useEffect } from 'react';
import { siteConfig } from '@/config/site-config';

/**
 * The page's title and description for in-app navigation. The server already writes them into the
 * first HTML (apps/server/src/web/page-meta.ts), where crawlers and link previews read them.
 */
export function usePageMeta(title: string | null, description?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${siteConfig.brandName}`
      : `${siteConfig.brandName} - Undangan Pernikahan Digital`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
