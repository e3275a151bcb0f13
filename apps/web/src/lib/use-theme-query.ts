import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parseThemeQuery, themeQueryParams, type ThemeQuery } from './catalogue-filter';

/**
 * The catalogue's filters, read from and written to the address so a link keeps them. Two
 * changes before the page renders again (clearing the search, then picking a colour) build on
 * each other: each starts from the last one written, not from the address of the last render.
 */
export function useThemeQuery(): [ThemeQuery, (change: Partial<ThemeQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = parseThemeQuery(params);
  const written = useRef<ThemeQuery | null>(null);
  const address = params.toString();
  useEffect(() => {
    written.current = null;
  }, [address]);
  function update(change: Partial<ThemeQuery>) {
    const next = { ...(written.current ?? query), ...change };
    written.current = next;
    setParams(themeQueryParams(next), { replace: true, preventScrollReset: true });
  }
  return [query, update];
}
