import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { appPathMatcher } from './app-path-matcher';
import { appRoutes } from './app-routes';

/** React Router's own answer: the best match ends on a route other than the not-found one. */
function routerSays(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches[matches.length - 1]!.route.path !== '*';
}

/** Every path of the table, its parameters filled in, with the parent paths joined as React Router does. */
function filledPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const own =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent}/${route.path}`;
    return [own.replace(/:[^/]+/g, 'x1') || '/', ...filledPaths(route.children ?? [], own)];
  });
}

describe('appPathMatcher', () => {
  const isAppPath = appPathMatcher(appRoutes);

  it('answers as React Router does for every page of the app, and near misses of them', () => {
    const pages = [...new Set(filledPaths(appRoutes))];
    expect(pages.length).toBeGreaterThan(40);
    const asked = pages.flatMap((page) => [
      page,
      `${page}/`,
      page.toUpperCase(),
      `${page}/lebih`,
      page.replace(/[a-z]$/, '_'),
    ]);
    for (const path of [...asked, '/harga', '/%68elp', '/help%2Fx', '/%E0%A4%A', '//']) {
      expect(isAppPath(path), path).toBe(routerSays(appRoutes, path));
    }
  });

  it('reads a pathless layout, an index route and absolute paths under a parent', () => {
    const routes: RouteObject[] = [
      {
        children: [
          { path: '/a', children: [{ index: true }, { path: 'b/:id' }] },
          { path: '/c', children: [{ path: '/c/d' }] },
          { path: '*' },
        ],
      },
    ];
    const matcher = appPathMatcher(routes);
    for (const path of ['/a', '/a/b/7', '/c/d', '/c', '/a/b', '/d', '/']) {
      expect(matcher(path), path).toBe(routerSays(routes, path));
    }
  });

  it('refuses a pattern it would read wrongly', () => {
    expect(() => appPathMatcher([{ path: '/a/:id?' }])).toThrow(/does not read/);
    expect(() => appPathMatcher([{ path: '/files/*' }])).toThrow(/does not read/);
  });
});
