import { createContext, useContext, useEffect } from 'react';
import { config } from '../config';
import { applyHeadTags, documentTitle, headTags, type PageMeta } from './pageHead';

export type { PageMeta } from './pageHead';

/**
 * Set by the prerender (src/entry-server.tsx) to learn the head of the page it renders: the
 * page reports its meta while rendering, as effects do not run on the server.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * Each route sets its own title, description, canonical address and sharing tags: in the
 * prerendered HTML through the collector, in the browser on every route change.
 */
export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(PageMetaCollector);
  collect?.(meta);
  const { title, description, image, type, noindex } = meta;
  useEffect(() => {
    const page = { title, description, image, type, noindex };
    applyHeadTags(document, documentTitle(title), headTags(page, { siteUrl: config.siteUrl, path: window.location.pathname }));
  }, [title, description, image, type, noindex]);
}
