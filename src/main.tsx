import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { PageMetaCollector } from './lib/usePageMeta';
import { NotFoundPage } from './pages/NotFoundPage';
import { AppProviders } from './providers';
import { NOT_FOUND_MARKER } from './publicPages';
import { routes } from './router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

type Matches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

/**
 * A prerendered page (scripts/prerender) carries the path it was rendered for. It is taken
 * over only when the app would render that same page here: 404.html served for a
 * back-office URL or for /blog/999 is replaced, not hydrated.
 */
function rendersPrerenderedPage(root: HTMLElement, matches: Matches): boolean {
  const renderedFor = root.dataset.prerendered;
  if (renderedFor === undefined || !root.hasChildNodes()) return false;
  if (renderedFor === NOT_FOUND_MARKER) return matches.at(-1)?.route.Component === NotFoundPage;
  return trimSlash(renderedFor) === trimSlash(window.location.pathname);
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

async function start(root: HTMLElement) {
  const matches = matchRoutes(routes, window.location) ?? [];
  const hydrate = rendersPrerenderedPage(root, matches);
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
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start(container);
