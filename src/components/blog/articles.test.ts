import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOG_CATEGORIES, ALL_CATEGORIES } from '@/lib/blogFilter';
import { ARTICLE_DELAY_MS, articles, loadArticle } from './articles';
import { blogPosts, authorByName } from './posts';

describe('blog data', () => {
  it('has six posts with unique ids, and /blog/123 is a Technology post', () => {
    expect(blogPosts).toHaveLength(6);
    expect(new Set(blogPosts.map((post) => post.id)).size).toBe(6);
    expect(blogPosts.find((post) => post.id === 123)?.category).toBe('Technology');
  });

  it('uses every real category at least once', () => {
    const used = new Set(blogPosts.map((post) => post.category));
    expect([...used].sort()).toEqual(BLOG_CATEGORIES.filter((category) => category !== ALL_CATEGORIES).sort());
  });

  it('knows every author and carries no placeholder copy', () => {
    for (const post of blogPosts) {
      expect(authorByName(post.author)).toBeDefined();
      expect(`${post.title} ${post.content}`).not.toMatch(/lorem|ipsum|CRM|invoic/i);
    }
  });

  it('gives every post a full article: introduction first, summary last, every kind of section', () => {
    for (const post of blogPosts) {
      const sections = articles[post.id];
      expect(sections, `article ${post.id}`).toBeDefined();
      const types = sections!.map((section) => section.type);
      expect(types[0]).toBe('introduction');
      expect(types.at(-1)).toBe('summary');
      expect(new Set(types)).toEqual(new Set(['introduction', 'heading', 'paragraph', 'quote', 'image', 'summary']));
      for (const section of sections!) {
        if (section.type === 'image') expect(section.alt.length).toBeGreaterThan(20);
        if (section.type === 'quote') expect(section.author).not.toBe('');
      }
    }
  });
});

describe('loadArticle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the sections after 1000 ms, not before', async () => {
    const done = vi.fn();
    void loadArticle(123).then(done);
    await vi.advanceTimersByTimeAsync(ARTICLE_DELAY_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledWith(articles[123]);
  });

  it('takes the delay it is given', async () => {
    const done = vi.fn();
    void loadArticle(124, { delayMs: 10 }).then(done);
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toHaveBeenCalledWith(articles[124]);
  });

  it('clears its timer and rejects when aborted', async () => {
    const controller = new AbortController();
    const loading = loadArticle(123, { signal: controller.signal });
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once for an already aborted signal, and for an unknown post', async () => {
    await expect(loadArticle(123, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    const unknown = loadArticle(999, { delayMs: 5 });
    const assertion = expect(unknown).rejects.toThrow('No article for post 999.');
    await vi.advanceTimersByTimeAsync(5);
    await assertion;
  });
});
