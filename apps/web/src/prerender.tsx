import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { Theme } from '@kabar/shared/theme';
import type { PlanId } from '@kabar/shared/plans';
import { paths } from '@/config/paths';
import { AppProviders } from '@/app/app-providers';
import { appPathMatcher } from '@/app/app-path-matcher';
import { appRoutes } from '@/app/app-routes';
import { RootLayout } from '@/app/layouts/root-layout';
import { LandingIslandRoute, ThemesDetailIslandRoute } from '@/app/routes/island-pages';
import TermsOfServiceRoute from '@/app/routes/terms-of-service';
import HelpRoute from '@/app/routes/help';
import { themesQueryOptions } from '@/features/themes/api/get-themes';
import { planPricesQueryOptions } from '@/lib/plan-prices';
import { spriteRepeatedIcons } from '@/lib/icon-sprite';

/**
 * Server-side rendering of the public pages (built with `vite build --ssr`, run by the server): a
 * visitor on a slow phone sees the page before the app's code arrives, and crawlers and link
 * previews read real content. The app then renders the same page and takes over (see main.tsx),
 * except on the landing page and the catalogue, which only the islands' script takes over.
 */
const publicRoutes: RouteObject[] = [
  // Islands (decision 035): no React in the browser, so none of the app's layout around them.
  { path: paths.home.path, Component: LandingIslandRoute, handle: { islands: true } },
  { path: paths.themesDetail.path, Component: ThemesDetailIslandRoute, handle: { islands: true } },
  {
    element: <RootLayout />,
    children: [
      { path: paths.termsOfService.path, Component: TermsOfServiceRoute },
      { path: paths.help.path, Component: HelpRoute },
    ],
  },
];

const handler = createStaticHandler(publicRoutes);

export interface PrerenderInput {
  /** Path and query, e.g. /themes-detail?tier=vip. */
  url: string;
  /** The catalogue as GET /api/themes would answer it, for the pages that show themes. */
  themes?: Theme[];
  /** The plans' current prices (GET /api/plans), for the landing's Bundle section. */
  planPrices?: Record<PlanId, number>;
}

export interface PrerenderResult {
  html: string;
  /**
   * The page is taken over by the islands' script (apps/web/src/islands/public.ts), not by the
   * app, so it needs no query state.
   */
  islands: boolean;
  /** The query cache the page was drawn from, for the app to start with the same data. */
  state: DehydratedState | null;
}

/** The page's markup, or null for a path that is not a public page. */
export async function prerender({
  url,
  themes,
  planPrices,
}: PrerenderInput): Promise<PrerenderResult | null> {
  const context = await handler.query(new Request(new URL(url, 'http://kabar.local')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  if (themes) queryClient.setQueryData(themesQueryOptions().queryKey, themes);
  if (planPrices) queryClient.setQueryData(planPricesQueryOptions().queryKey, planPrices);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const islands = context.matches.some(
    (match) => (match.route.handle as { islands?: boolean } | undefined)?.islands === true,
  );
  // The app hydrates its pages against this markup, so only the islands' pages share their icons.
  if (islands) return { html: spriteRepeatedIcons(html), islands, state: null };
  return { html, islands, state: dehydrate(queryClient) };
}

/**
 * Whether the app has a page at this path, by its own route table: every other address draws the
 * app's not-found page, which the server then sends as a 404 rather than as a page found.
 */
export const isAppPath: (pathname: string) => boolean = appPathMatcher(appRoutes);
