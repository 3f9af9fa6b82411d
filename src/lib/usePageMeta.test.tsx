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
