import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { withoutTrailingSlashes } from './lib/trailingSlashes';
import { PageMetaCollector } from './lib/usePageMeta';
import { NotFoundPage } from './pages/NotFoundPage';
import { AppProviders } from './providers';
import { NOT_FOUND_MARKER } from './clientOnlyPaths';
import { routes } from './router';

const trimSlash = (path: string) => (path.length > 1 ? withoutTrailingSlashes(path) : path);

type Matches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

/**
 * A prerendered page (scripts/prerender) carries the path it was rendered for. It is taken
 * over only when the app would render that same page here: 404.html served for a
 * back-office URL or for /blog/999 is replaced, not hydrated.
 */
function rendersPrerenderedPage(root: HTMLElement, matches: Matches, pathname: string): boolean {
  const renderedFor = root.dataset.prerendered;
  if (renderedFor === undefined || !root.hasChildNodes()) return false;
  if (renderedFor === NOT_FOUND_MARKER) return matches.at(-1)?.route.Component === NotFoundPage;
  return trimSlash(renderedFor) === trimSlash(pathname);
}

/** The page's code must be there before hydrating, or the first render would be the loading fallback. */
async function resolveLazyRoutes(matches: Matches): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Starts the app in #root: hydrates the prerendered public page, or renders from empty (the
 * back-office, the dev server, 404.html under a path the app renders otherwise). Returns how.
 */
export async function startApp(root: HTMLElement, options: Pick<RootOptions, 'onRecoverableError'> = {}): Promise<{ how: 'hydrated' | 'rendered'; reactRoot: Root }> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const hydrate = rendersPrerenderedPage(root, matches, window.location.pathname);
  if (hydrate) await resolveLazyRoutes(matches);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <PageMetaCollector.Provider value={null}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </PageMetaCollector.Provider>
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (Total Blocking Time).
    let reactRoot: Root | undefined;
    startTransition(() => {
      reactRoot = hydrateRoot(root, app, options);
    });
    if (!reactRoot) throw new Error('hydrateRoot returned no root');
    return { how: 'hydrated', reactRoot };
  }
  root.replaceChildren();
  const reactRoot = createRoot(root, options);
  reactRoot.render(app);
  return { how: 'rendered', reactRoot };
}
