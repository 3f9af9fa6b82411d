import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_MARKER, NOT_FOUND_RENDER_PATH, prerenderedPaths, renderPage } from './entry-server';
import { startApp } from './startApp';

/**
 * The prerendered HTML and the browser's first render must agree, or React throws the page
 * away (production) or warns (here, in development React, which also checks attributes such
 * as useId's ids that production hydration would silently keep wrong).
 */
let mounted: Root | undefined;

// act() from React itself, as the test drives the real entry rather than Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  document.body.innerHTML = '';
});

async function serveAndStart(prerendered: { html: string; marker: string }, at: string) {
  window.history.replaceState(null, '', at);
  document.body.innerHTML = `<div id="root" data-prerendered="${prerendered.marker}">${prerendered.html}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const heading = root.querySelector('h1');
  const consoleErrors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  let how: string | undefined;
  await act(async () => {
    const started = await startApp(root, { onRecoverableError: recoverable });
    mounted = started.reactRoot;
    how = started.how;
  });
  return { root, heading, how, consoleErrors, recoverable };
}

describe('startApp over prerendered pages', () => {
  it.each(prerenderedPaths)('hydrates %s without a mismatch or a warning, keeping the server nodes', async (path) => {
    const { html } = await renderPage(path);
    const { root, heading, how, consoleErrors, recoverable } = await serveAndStart({ html, marker: path }, path);
    expect(how).toBe('hydrated');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(heading).not.toBeNull();
    // The same element, not a copy: React took the server's DOM over.
    expect(root.querySelector('h1')).toBe(heading);
  });

  it('hydrates 404.html under an unknown public path', async () => {
    const { html } = await renderPage(NOT_FOUND_RENDER_PATH);
    const { root, heading, how, consoleErrors, recoverable } = await serveAndStart({ html, marker: NOT_FOUND_MARKER }, '/no-such-page');
    expect(how).toBe('hydrated');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(root.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('404 NOT FOUND');
  });

  it('hydrates /blog under a filtered URL, then filters', async () => {
    const { html } = await renderPage('/blog');
    const { root, heading, how, consoleErrors, recoverable } = await serveAndStart({ html, marker: '/blog' }, '/blog?category=Marketing');
    expect(how).toBe('hydrated');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(root.querySelector('h1')).toBe(heading);
    await vi.waitFor(() => expect(root.querySelector('[aria-pressed="true"]')).toHaveTextContent('Marketing'));
  });

  it('renders from empty where the app shows another page than the HTML holds', async () => {
    const { html } = await renderPage(NOT_FOUND_RENDER_PATH);
    // A static host serves 404.html for /blog/999, which the app answers with its own message.
    const { root, how, recoverable } = await serveAndStart({ html, marker: NOT_FOUND_MARKER }, '/blog/999');
    expect(how).toBe('rendered');
    expect(recoverable).not.toHaveBeenCalled();
    expect(await vi.waitFor(() => root.querySelector('h1'))).toHaveTextContent('We could not find that post');
  });

  it('renders the back-office from empty even when a page was served for it', async () => {
    const blog = await renderPage('/blog');
    const { root, how } = await serveAndStart({ html: blog.html, marker: '/blog' }, '/dashboard');
    expect(how).toBe('rendered');
    expect(root.textContent).not.toContain('All Categories');
  });
});
