/**
 * The blog list's filtering, search and paging (PRODUCT.md point 2: the category and the
 * search filter the cards, View more shows more). Pure, so the page and its tests agree.
 */

export const ALL_CATEGORIES = 'All Categories';

/** The sidebar's fixed list, in its order (SPEC.md section 2). */
export const BLOG_CATEGORIES = [ALL_CATEGORIES, 'Development', 'Marketing', 'Technology', 'Start-up'] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type PostCategory = Exclude<BlogCategory, typeof ALL_CATEGORIES>;

export interface BlogPost {
  id: number;
  title: string;
  /** The excerpt shown on the card and used as the page's meta description. */
  content: string;
  author: string;
  /** As readers see it, e.g. '12 October 2024'. */
  date: string;
  imageUrl: string;
  /** The cover as a 1200×630 PNG in public/ (npm run share-images): link previews show no SVG. */
  shareImageUrl?: string;
  category: PostCategory;
}

/** Cards shown at first and added by each View more (SPEC.md section 9 keeps the grid at 2 columns). */
export const BLOG_PAGE_SIZE = 4;

export interface BlogFilter {
  category: BlogCategory;
  query: string;
}

export function isBlogCategory(value: string | null | undefined): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? '');
}

function searchTerms(query: string): string[] {
  return query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

/** Every word of the query must appear in the title, the excerpt or the author, ignoring case. */
export function matchesQuery(post: BlogPost, query: string): boolean {
  const haystack = `${post.title}\n${post.content}\n${post.author}`.toLocaleLowerCase();
  return searchTerms(query).every((term) => haystack.includes(term));
}

export function filterPosts(posts: readonly BlogPost[], { category, query }: BlogFilter): BlogPost[] {
  return posts.filter((post) => (category === ALL_CATEGORIES || post.category === category) && matchesQuery(post, query));
}

export function isFiltered({ category, query }: BlogFilter): boolean {
  return category !== ALL_CATEGORIES || searchTerms(query).length > 0;
}

export interface PostPage {
  visible: BlogPost[];
  /** How many matching posts View more has not revealed yet. */
  remaining: number;
}

export function pagePosts(posts: readonly BlogPost[], visibleCount: number): PostPage {
  const count = Math.max(0, Math.min(visibleCount, posts.length));
  return { visible: posts.slice(0, count), remaining: posts.length - count };
}

export function nextVisibleCount(current: number, total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.min(total, current + pageSize);
}

/** The post a /blog/:id URL names; only whole-number ids of real posts match. */
export function findPost(posts: readonly BlogPost[], id: string | undefined): BlogPost | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return posts.find((post) => post.id === Number(id));
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** '12 October 2024' → '2024-10-12', the machine-readable form a <time> element carries. */
export function postDateTime(date: string): string | undefined {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(date.trim());
  if (!match) return undefined;
  const [, day = '', monthName = '', year = ''] = match;
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  const dayNumber = Number(day);
  if (month === 0 || dayNumber < 1 || dayNumber > 31) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(dayNumber).padStart(2, '0')}`;
}
