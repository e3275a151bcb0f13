import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { siteConfig } from './config/site-config';
import { installAuthHooks } from './lib/install-auth-hooks';
import './index.css';

installAuthHooks();
// Only a deployment with SENTRY_DSN names one here; then the SDK arrives as a chunk of its own.
const { errorReporting } = siteConfig;
if (errorReporting) {
  void import('./lib/error-reporting').then(({ startErrorReporting }) =>
    startErrorReporting(errorReporting),
  );
}

/** Resolves once the router has loaded the lazily loaded code of the page being opened. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

/**
 * Public pages arrive rendered by the server (apps/web/src/prerender.tsx): the app adopts that
 * markup (hydration) once the page's code is loaded. Every other page is drawn from scratch.
 */
void routerReady().then(() => {
  const container = document.getElementById('root')!;
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
