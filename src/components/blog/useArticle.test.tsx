import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticleBody } from './ArticleBody';
import { articles } from './articles';
import { useArticle } from './useArticle';

/**
 * Issue 27: a post's address loaded directly arrives with its whole article in the HTML, and
 * the browser takes that over as it is; a post opened inside the app shows 'Loading...' until
 * the simulated load is done (SPEC.md).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DELAY_MS = 1000;
const firstHeading = (postId: number) => articles[postId]?.find((section) => section.type === 'heading')?.text ?? 'missing';

function Article({ postId }: { postId: number }) {
  return <ArticleBody sections={useArticle(postId, DELAY_MS)} />;
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.useRealTimers();
});

/** Time passes, and the promises it settles are followed. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('useArticle', () => {
  it('renders the whole article on the server, at once', () => {
    const html = renderToString(<Article postId={123} />);
    expect(html).toContain(firstHeading(123));
    expect(html).toContain('id="summary"');
    expect(html).not.toContain('Loading...');
  });

  it('takes the prerendered article over without a mismatch, a reload or a Loading... in between', async () => {
    container.innerHTML = renderToString(<Article postId={123} />);
    const heading = container.querySelector('h2');
    const consoleErrors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    act(() => {
      root = hydrateRoot(container, <Article postId={123} />, { onRecoverableError: recoverable });
    });
    expect(container).not.toHaveTextContent('Loading...');
    expect(container.querySelector('h2')).toBe(heading);
    await wait(DELAY_MS * 2);
    // The same nodes: nothing was loaded again and rendered anew.
    expect(container.querySelector('h2')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it("shows 'Loading...' for a post opened in the running app, then its sections after the delay", async () => {
    root = createRoot(container);
    act(() => root?.render(<Article postId={123} />));
    expect(container).toHaveTextContent('Loading...');
    await wait(DELAY_MS - 1);
    expect(container).toHaveTextContent('Loading...');
    await wait(1);
    expect(container).not.toHaveTextContent('Loading...');
    expect(container).toHaveTextContent(firstHeading(123));
  });

  it('loads the next post, and a post opened again, after a prerendered one was taken over', async () => {
    container.innerHTML = renderToString(<Article key="first" postId={123} />);
    act(() => {
      root = hydrateRoot(container, <Article key="first" postId={123} />);
    });
    expect(container).toHaveTextContent(firstHeading(123));

    // Another post in the same page.
    act(() => root?.render(<Article key="first" postId={124} />));
    expect(container).toHaveTextContent('Loading...');
    await wait(DELAY_MS);
    expect(container).toHaveTextContent(firstHeading(124));

    // The first post, opened again by a link: a new page, a new load.
    act(() => root?.render(<Article key="again" postId={123} />));
    expect(container).toHaveTextContent('Loading...');
    await wait(DELAY_MS);
    expect(container).toHaveTextContent(firstHeading(123));
  });
});
