import { useSearchParams } from 'react-router-dom';
import { BlogGrid } from '@/components/blog/BlogGrid';
import { BLOG_INTRO, BlogHeader } from '@/components/blog/BlogHeader';
import { BlogSearch } from '@/components/blog/BlogSearch';
import { CategorySidebar } from '@/components/blog/CategorySidebar';
import { blogPosts } from '@/components/blog/posts';
import { ALL_CATEGORIES, isBlogCategory, type BlogCategory } from '@/lib/blogFilter';
import { SEARCH_MAX_LENGTH } from '@/lib/searchLimit';
import { useHydrated } from '@/lib/useHydrated';
import { usePageMeta } from '@/lib/usePageMeta';

/**
 * /blog. The category and the search live in the URL (?category=…&q=…), so a filtered list
 * survives reload and can be shared; replacing the entry keeps Back meaningful.
 */
const noParams = new URLSearchParams();

export function BlogPage() {
  usePageMeta({ title: 'Blog', description: BLOG_INTRO });
  const [urlParams, setSearchParams] = useSearchParams();
  // The prerendered /blog knows no query: a shared /blog?category=… first takes over the
  // unfiltered list, then filters it (useHydrated), so hydration never sees a mismatch.
  const searchParams = useHydrated() ? urlParams : noParams;
  const categoryParam = searchParams.get('category');
  const category: BlogCategory = isBlogCategory(categoryParam) ? categoryParam : ALL_CATEGORIES;
  const query = (searchParams.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);

  const update = (next: { category?: BlogCategory; query?: string }) => {
    const nextCategory = next.category ?? category;
    const nextQuery = next.query ?? query;
    const params = new URLSearchParams();
    if (nextCategory !== ALL_CATEGORIES) params.set('category', nextCategory);
    if (nextQuery !== '') params.set('q', nextQuery);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return (
    <main id="main" className="flex-1 bg-white">
      <BlogHeader />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 lg:grid-cols-[15rem_1fr] lg:gap-12">
        <div className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
          <BlogSearch value={query} onChange={(value) => update({ query: value })} />
          <CategorySidebar selected={category} onSelect={(value) => update({ category: value })} />
        </div>
        <BlogGrid posts={blogPosts} category={category} query={query} onClearFilters={() => update({ category: ALL_CATEGORIES, query: '' })} />
      </div>
    </main>
  );
}
