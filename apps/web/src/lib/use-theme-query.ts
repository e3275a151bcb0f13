import { useSearchParams } from 'react-router';
import { parseThemeQuery, themeQueryParams, type ThemeQuery } from './catalogue-filter';

/** The catalogue's filters, read from and written to the address so a link keeps them. */
export function useThemeQuery(): [ThemeQuery, (change: Partial<ThemeQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = parseThemeQuery(params);
  function update(change: Partial<ThemeQuery>) {
    setParams(themeQueryParams({ ...query, ...change }), {
      replace: true,
      preventScrollReset: true,
    });
  }
  return [query, update];
}
