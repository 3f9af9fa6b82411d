import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  BLOG_CATEGORIES,
  filterPosts,
  findPost,
  isBlogCategory,
  isFiltered,
  matchesQuery,
  nextVisibleCount,
  pagePosts,
  postDateTime,
  type BlogPost,
} from './blogFilter';

const post = (id: number, overrides: Partial<BlogPost> = {}): BlogPost => ({
  id,
  title: `Post ${id}`,
  content: 'An excerpt.',
  author: 'Ananya Iyer',
  date: '12 October 2024',
  imageUrl: '/cover.svg',
  category: 'Technology',
  ...overrides,
});

const posts = [
  post(1, { title: 'Paying with UPI', category: 'Technology' }),
  post(2, { title: 'How creators set their rates', content: 'Pricing a ten-minute chat.', category: 'Marketing', author: 'Rohan Mehta' }),
  post(3, { title: 'Why we started', category: 'Start-up', author: 'Kabir Sethi' }),
  post(4, { title: 'Telling followers', content: 'A pinned story and a LINK in bio.', category: 'Marketing', author: 'Rohan Mehta' }),
  post(5, { title: 'Building the booking flow', category: 'Development', author: 'Meera Nair' }),
  post(6, { title: 'A video call', category: 'Technology' }),
];

describe('categories', () => {
  it('is the fixed sidebar list with All Categories first', () => {
    expect(BLOG_CATEGORIES).toEqual(['All Categories', 'Development', 'Marketing', 'Technology', 'Start-up']);
  });

  it('recognises only listed categories', () => {
    expect(isBlogCategory('Marketing')).toBe(true);
    expect(isBlogCategory('marketing')).toBe(false);
    expect(isBlogCategory(null)).toBe(false);
  });
});

describe('filterPosts', () => {
  it('keeps every post for All Categories and an empty query', () => {
    expect(filterPosts(posts, { category: ALL_CATEGORIES, query: '' })).toHaveLength(6);
    expect(filterPosts(posts, { category: ALL_CATEGORIES, query: '   ' })).toHaveLength(6);
  });

  it('keeps only the chosen category, in order', () => {
    expect(filterPosts(posts, { category: 'Marketing', query: '' }).map((p) => p.id)).toEqual([2, 4]);
  });

  it('searches title, excerpt and author without regard to case', () => {
    expect(filterPosts(posts, { category: ALL_CATEGORIES, query: 'upi' }).map((p) => p.id)).toEqual([1]);
    expect(filterPosts(posts, { category: ALL_CATEGORIES, query: 'link IN BIO' }).map((p) => p.id)).toEqual([4]);
    expect(filterPosts(posts, { category: ALL_CATEGORIES, query: 'meera' }).map((p) => p.id)).toEqual([5]);
  });

  it('needs every word of the query, anywhere', () => {
    expect(matchesQuery(posts[1]!, 'rohan pricing')).toBe(true);
    expect(matchesQuery(posts[1]!, 'rohan upi')).toBe(false);
  });

  it('combines category and search', () => {
    expect(filterPosts(posts, { category: 'Marketing', query: 'rates' }).map((p) => p.id)).toEqual([2]);
    expect(filterPosts(posts, { category: 'Development', query: 'upi' })).toEqual([]);
  });

  it('knows when a filter is active', () => {
    expect(isFiltered({ category: ALL_CATEGORIES, query: ' ' })).toBe(false);
    expect(isFiltered({ category: 'Start-up', query: '' })).toBe(true);
    expect(isFiltered({ category: ALL_CATEGORIES, query: 'call' })).toBe(true);
  });
});

describe('paging', () => {
  it('shows the first cards and counts the rest', () => {
    const page = pagePosts(posts, 4);
    expect(page.visible.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(page.remaining).toBe(2);
  });

  it('never shows more than there is', () => {
    expect(pagePosts(posts, 10)).toEqual({ visible: posts, remaining: 0 });
    expect(pagePosts([], 4)).toEqual({ visible: [], remaining: 0 });
  });

  it('adds a page at a time up to the total', () => {
    expect(nextVisibleCount(4, 6)).toBe(6);
    expect(nextVisibleCount(4, 20)).toBe(8);
    expect(nextVisibleCount(2, 20, 3)).toBe(5);
  });
});

describe('findPost', () => {
  it('finds a post by its numeric id', () => {
    expect(findPost(posts, '3')?.title).toBe('Why we started');
  });

  it.each([undefined, '', '999', 'abc', '3abc', '-3', '3.0'])('finds nothing for %j', (id) => {
    expect(findPost(posts, id)).toBeUndefined();
  });
});

describe('dates', () => {
  it('turns the readable date into an ISO date', () => {
    expect(postDateTime('12 October 2021')).toBe('2021-10-12');
    expect(postDateTime('2 August 2024')).toBe('2024-08-02');
  });

  it('gives up on dates it cannot read', () => {
    expect(postDateTime('October 12, 2024')).toBeUndefined();
    expect(postDateTime('40 October 2024')).toBeUndefined();
    expect(postDateTime('12 Octember 2024')).toBeUndefined();
  });
});
