import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta, type PageMeta } from './usePageMeta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

describe('usePageMeta', () => {
  it('sets the title with the brand and the meta description', () => {
    const { rerender } = render(<Page title="About us" description="Who we are." />);
    expect(document.title).toBe('About us | ChitChat');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Who we are.');
    rerender(<Page title="ChitChat: 1:1 with creators" description="Book a session." />);
    expect(document.title).toBe('ChitChat: 1:1 with creators');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Book a session.');
  });
});

describe('usePageMeta sharing tags', () => {
  it('keeps canonical, Open Graph and Twitter tags in step with the page, and noindex only where asked', () => {
    window.history.replaceState(null, '', '/blog/123');
    const { rerender } = render(<Page title="A post" description="Its excerpt." image="/og/cover.png" type="article" />);
    const tag = (selector: string) => document.head.querySelector(selector);
    expect(tag('link[rel="canonical"]')).toHaveAttribute('href', 'https://chitchat.example.in/blog/123');
    expect(tag('meta[property="og:title"]')).toHaveAttribute('content', 'A post | ChitChat');
    expect(tag('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(tag('meta[property="og:image"]')).toHaveAttribute('content', 'https://chitchat.example.in/og/cover.png');
    expect(tag('meta[name="twitter:description"]')).toHaveAttribute('content', 'Its excerpt.');
    expect(tag('meta[name="robots"]')).toBeNull();

    window.history.replaceState(null, '', '/nowhere');
    rerender(<Page title="Page not found" description="Gone." noindex />);
    expect(tag('link[rel="canonical"]')).toBeNull();
    expect(tag('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(tag('meta[property="og:image"]')).toHaveAttribute('content', 'https://chitchat.example.in/og/default.png');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});
