import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PublicRoute } from './pages/PublicRoute';
import { PageErrorBoundary, PublicErrorBoundary, TabErrorBoundary } from './pages/RouteErrorBoundary';
import { publicRoutes, routes } from './router';

/** Issue 24: where each kind of failure is caught. */
const [root] = routes;
const children = (route: RouteObject | undefined) => route?.children ?? [];
const everyRoute = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...everyRoute(children(route))]);
const publicLayout = children(root).find((route) => route.Component === PublicRoute);
const backOffice = children(root).find((route) => route !== publicLayout);
const backOfficePages = children(children(backOffice)[0]);
const dashboard = backOfficePages.find((route) => route.path === '/dashboard');

describe('error boundaries of the route table', () => {
  it('has a last resort at the root', () => {
    expect(root?.ErrorBoundary).toBe(PageErrorBoundary);
  });

  it("gives the public site its own, inside the public layout for a page's failure and on the layout itself", () => {
    expect(publicLayout?.ErrorBoundary).toBe(PublicErrorBoundary);
    const [pages, ...others] = children(publicLayout);
    expect(others).toEqual([]);
    expect(pages?.path).toBeUndefined();
    expect(pages).toMatchObject({ ErrorBoundary: PublicErrorBoundary, children: publicRoutes });
  });

  it('catches a failure of /login2, /editor or the whole of /dashboard above those pages', () => {
    expect(backOffice?.ErrorBoundary).toBe(PageErrorBoundary);
    expect(backOfficePages.map((route) => route.path).sort()).toEqual(['/dashboard', '/editor', '/login2']);
  });

  it("catches a failure of any dashboard tab, chat history or unknown path in the layout's outlet", () => {
    const [tabs, ...others] = children(dashboard);
    expect(others).toEqual([]);
    expect(tabs?.path).toBeUndefined();
    expect(tabs?.ErrorBoundary).toBe(TabErrorBoundary);
    // SPEC.md section 2's nine tabs, Activity (issue 25), Approvals and Operators (issue 48), chat history and the catch-all.
    expect(children(tabs)).toHaveLength(14);
  });

  it('puts no boundary on a route that loads its code on demand, where react-router would show nothing when that code is missing', () => {
    const lazyWithBoundary = everyRoute(routes)
      .filter((route) => route.lazy !== undefined && (route.ErrorBoundary != null || route.errorElement != null))
      .map((route) => route.path ?? (route.index ? 'index' : 'pathless'));
    expect(lazyWithBoundary).toEqual([]);
  });
});
