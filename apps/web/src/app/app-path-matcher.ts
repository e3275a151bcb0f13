import type { RouteObject } from 'react-router';
import { escapeRegExp } from '@kabar/shared/escape-reg-exp';

/** The not-found route's path: it matches every address, so it names no page. */
const NOT_FOUND_PATH = '*';

/**
 * Every address a route table has a page for, as React Router matches them: a route with a path
 * is a page (and so is an index route, at its parent's path), a route without one only groups
 * its children, and a child's relative path continues its parent's.
 */
function pagePatterns(routes: RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    if (route.path === NOT_FOUND_PATH) return [];
    const own =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const self = route.path !== undefined || route.index ? [own] : [];
    return [...self, ...pagePatterns(route.children ?? [], own)];
  });
}

/**
 * A pattern as React Router reads it, made once: `:name` is one segment, the rest is literal,
 * letter case does not count and trailing slashes are allowed. Optional segments and splats are
 * refused rather than read wrongly; the app's table has none.
 */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  if (segments.some((segment) => segment.endsWith('?') || segment.includes('*'))) {
    throw new Error(`app-path-matcher: ${pattern} uses a form it does not read`);
  }
  const source = segments
    .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(segment)}`))
    .join('');
  return new RegExp(`^${source}/*$`, 'i');
}

/**
 * Whether a route table has a page at a path, by the same rules as React Router's `matchRoutes`
 * (app-path-matcher.test.ts holds the two equal), with the patterns compiled once. `matchRoutes`
 * flattens, ranks and compiles the whole table on every call: about 0.4 ms, which the server
 * would pay on every page of the app it sends.
 */
export function appPathMatcher(routes: RouteObject[]): (pathname: string) => boolean {
  const patterns = [...new Set(pagePatterns(routes, '/'))].map(patternRegExp);
  return (pathname) => {
    const decoded = decodedPath(pathname);
    return patterns.some((pattern) => pattern.test(decoded));
  };
}

/** Each segment decoded, as React Router does before matching; a malformed one is left as sent. */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}
