import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ALL_CATEGORIES, BLOG_PAGE_SIZE, filterPosts, isFiltered, nextVisibleCount, pagePosts, type BlogCategory, type BlogPost } from '@/lib/blogFilter';
import { BlogCard } from './BlogCard';

export const NO_MATCHES = 'No posts match your search.';
export const VIEW_MORE = 'View more';
export const CLEAR_FILTERS = 'Clear filters';

export interface BlogGridProps {
  /** Every post; the grid filters and pages them itself. */
  posts: readonly BlogPost[];
  /** Shows only posts of this category (All Categories shows all). */
  category?: BlogCategory;
  /** Shows only posts whose title or excerpt contains this text. */
  query?: string;
  /** How many posts show before View more. */
  pageSize?: number;
  /** Shown in the empty state when set. */
  onClearFilters?: () => void;
}

/**
 * The cards matching the category and search, a page at a time: 1 column on phones,
 * 2 from `sm` up (SPEC.md section 9). A new filter starts again from the first page.
 */
export function BlogGrid({ posts, category = ALL_CATEGORIES, query = '', pageSize = BLOG_PAGE_SIZE, onClearFilters }: BlogGridProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const filterKey = `${category}\u0000${query}`;
  const [paging, setPaging] = useState({ filterKey, count: pageSize });
  const count = paging.filterKey === filterKey ? paging.count : pageSize;

  const matching = filterPosts(posts, { category, query });
  const { visible, remaining } = pagePosts(matching, count);

  // View more moves focus to the first new card, so keyboard users continue where they read.
  useEffect(() => {
    if (focusIndex.current === null) return;
    listRef.current?.querySelectorAll('a')[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [count]);

  const showMore = () => {
    focusIndex.current = visible.length;
    setPaging({ filterKey, count: nextVisibleCount(count, matching.length, pageSize) });
  };

  const heading = category === ALL_CATEGORIES ? 'Latest posts' : `${category} posts`;

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-ink">
          {heading}
        </h2>
        <p className="text-sm text-gray-700" aria-live="polite">
          {matching.length === 0 ? '' : `Showing ${visible.length} of ${matching.length} ${matching.length === 1 ? 'post' : 'posts'}`}
        </p>
      </div>
      {matching.length === 0 ? (
        <div className="mt-6">
          <EmptyState message={NO_MATCHES}>
            {onClearFilters && isFiltered({ category, query }) && (
              <Button variant="secondary" onClick={onClearFilters}>
                {CLEAR_FILTERS}
              </Button>
            )}
          </EmptyState>
        </div>
      ) : (
        <ul ref={listRef} className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2">
          {visible.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} lazyImage={index >= 2} />
            </li>
          ))}
        </ul>
      )}
      {remaining > 0 && (
        <div className="mt-10 flex justify-center">
          <Button variant="secondary" onClick={showMore}>
            {VIEW_MORE}
          </Button>
        </div>
      )}
    </section>
  );
}
