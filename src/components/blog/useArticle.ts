import { useEffect, useState } from 'react';
import type { ArticleSection } from '@/lib/articleToc';
import { useHydrated } from '@/lib/useHydrated';
import { ARTICLE_DELAY_MS, articles, loadArticle } from './articles';

type Loaded = { postId: number; sections: ArticleSection[] };

/**
 * The sections of a post once they have arrived; undefined while loading. The pending
 * timer is cancelled when the page unmounts or shows another post.
 *
 * A post opened inside the app waits for the simulated load (SPEC.md: 'Loading...' first).
 * A post whose address was loaded is prerendered with its whole article, for readers and
 * crawlers alike: the page renders it at once on the server and again while React takes that
 * HTML over (both read the server snapshot of useHydrated), so hydration finds the same
 * markup, and no 'Loading...' flashes in between. The article stays, as state, afterwards.
 */
export function useArticle(postId: number | undefined, delayMs = ARTICLE_DELAY_MS): ArticleSection[] | undefined {
  const prerendered = !useHydrated();
  const [loaded, setLoaded] = useState<Loaded | undefined>(() => {
    const sections = prerendered && postId !== undefined ? articles[postId] : undefined;
    return postId !== undefined && sections ? { postId, sections } : undefined;
  });
  const current = loaded && loaded.postId === postId ? loaded.sections : undefined;
  const waiting = postId !== undefined && current === undefined;

  useEffect(() => {
    if (postId === undefined || !waiting) return;
    const controller = new AbortController();
    loadArticle(postId, { delayMs, signal: controller.signal }).then(
      (sections) => setLoaded({ postId, sections }),
      // Every post has an article (articles.test.ts), so the only rejection here is the abort.
      () => undefined,
    );
    return () => controller.abort();
  }, [postId, delayMs, waiting]);

  return current;
}
