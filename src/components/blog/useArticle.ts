import { useEffect, useState } from 'react';
import type { ArticleSection } from '@/lib/articleToc';
import { ARTICLE_DELAY_MS, loadArticle } from './articles';

/**
 * The sections of a post once they have arrived; undefined while loading. The pending
 * timer is cancelled when the page unmounts or shows another post.
 */
export function useArticle(postId: number | undefined, delayMs = ARTICLE_DELAY_MS): ArticleSection[] | undefined {
  const [loaded, setLoaded] = useState<{ postId: number; sections: ArticleSection[] }>();

  useEffect(() => {
    if (postId === undefined) return;
    const controller = new AbortController();
    loadArticle(postId, { delayMs, signal: controller.signal }).then(
      (sections) => setLoaded({ postId, sections }),
      // Every post has an article (articles.test.ts), so the only rejection here is the abort.
      () => undefined,
    );
    return () => controller.abort();
  }, [postId, delayMs]);

  return loaded && loaded.postId === postId ? loaded.sections : undefined;
}
