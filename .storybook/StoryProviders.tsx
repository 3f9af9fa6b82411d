/**
 * What every story renders inside: a fresh query client (no retries, so Error shows at
 * once), toasts, and a memory router. A story sets `parameters.route` to render at a path
 * or `parameters.deeplink` to render the real route table there (a page story).
 */
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppProviders } from '../src/providers';
import { createQueryClient } from '../src/queryClient';
import { routes } from '../src/router';
import { forgetDrafts } from '../src/lib/keptDrafts';

export interface RouteParameter {
  /** The URL the story starts at. */
  path: string;
  /** The route pattern the story's component is mounted under, e.g. /blog/:id. */
  pattern?: string;
}

export interface DeeplinkParameter {
  path: string;
  /** Changes the real route table for this story alone, e.g. a page whose code fails to load. */
  routes?: (routes: RouteObject[]) => RouteObject[];
}

// The router is made once per story; the story itself comes through context so that
// changing args in the Controls panel re-renders it.
const StoryContext = createContext<() => ReactNode>(() => null);
function StorySlot() {
  return <>{useContext(StoryContext)()}</>;
}

export function StoryProviders({ story, route, deeplink }: { story: () => ReactNode; route?: RouteParameter; deeplink?: DeeplinkParameter }) {
  const [client] = useState(() => createQueryClient({ retry: false }));
  // Typing the last story left in a form went into memory as that story's page left the screen
  // (lib/keptDrafts: parked). A layout effect: after the last story's forms have gone, before this
  // story's forms look for typing to bring back.
  useLayoutEffect(() => forgetDrafts(), []);
  const [router] = useState(() =>
    deeplink
      ? createMemoryRouter(deeplink.routes ? deeplink.routes(routes) : routes, { initialEntries: [deeplink.path] })
      : createMemoryRouter(
          [
            { path: route?.pattern ?? '*', element: <StorySlot /> },
            { path: '*', element: <p>Navigated away from the story.</p> },
          ],
          { initialEntries: [route?.path ?? '/'] },
        ),
  );
  return (
    <QueryClientProvider client={client}>
      <AppProviders>
        <StoryContext.Provider value={story}>
          <RouterProvider router={router} />
        </StoryContext.Provider>
      </AppProviders>
    </QueryClientProvider>
  );
}
