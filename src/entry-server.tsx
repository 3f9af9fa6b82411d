/**
 * The server entry of the prerender (scripts/prerender): renders one public page of the real
 * route table to HTML with a static router, with the head its page asked for. The tree is the
 * one src/main.tsx hydrates, provider for provider.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { config } from './config';
import type { PageMeta } from './lib/pageHead';
import { PageMetaCollector } from './lib/usePageMeta';
import { AppProviders } from './providers';
import { routes } from './router';

export { prerenderedPaths, NOT_FOUND_RENDER_PATH, NOT_FOUND_MARKER } from './publicPages';

export const siteUrl = config.siteUrl;
/** The configuration the built app reads: the prerender derives the Content-Security-Policy from it (scripts/prerender/csp.ts). */
export { config };

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  meta: PageMeta;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}); only pages can be prerendered`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const collected: { meta?: PageMeta } = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector.Provider value={(pageMeta) => (collected.meta = pageMeta)}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaCollector.Provider>
    </StrictMode>,
  );
  const { meta } = collected;
  if (!meta) throw new Error(`${path} rendered without usePageMeta: it would have no title or description`);
  return { html, meta };
}
