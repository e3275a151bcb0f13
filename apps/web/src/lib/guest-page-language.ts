import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  guestLanguageFromAcceptLanguage,
  guestLanguageFromQuery,
  type GuestLanguage,
} from '@kabar/shared';

/**
 * The language of a guest page the web app draws (album upload, envelope, greeting screen): the
 * link's `?lang=` (the invitation's pages pass theirs on), else the browser's languages read as
 * the server reads `Accept-Language` (decision 042), else Indonesian.
 */
export function guestPageLanguage(
  search: URLSearchParams,
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): GuestLanguage {
  return (
    guestLanguageFromQuery(search.get('lang')) ??
    guestLanguageFromAcceptLanguage(browser.join(',')) ??
    'id'
  );
}

/** The page's language, also written on `<html lang>` while the page is shown. */
export function useGuestPageLanguage(): GuestLanguage {
  const [search] = useSearchParams();
  const lang = guestPageLanguage(search);
  useEffect(() => {
    const before = document.documentElement.lang;
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = before;
    };
  }, [lang]);
  return lang;
}
