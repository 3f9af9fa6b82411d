import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useBlocker, useLocation, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enumParam, textParam } from './urlState';
import { URL_WRITE_DELAY_MS, useUrlState } from './useUrlState';

const shape = { q: textParam(), filter: enumParam(['all', 'active'], 'all') };

/** Renders `hook` inside a memory data router at `path` (or in `routes` made around it). */
function inRouter<R>(hook: () => R, path = '/t', routes?: (element: ReactNode) => RouteObject[]) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(routes ? routes(children) : [{ path: '*', element: children }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(hook, { wrapper });
  return { ...view, navigate: (to: string) => router?.navigate(to) };
}

function renderAt(path: string) {
  return inRouter(() => {
    const [state, update] = useUrlState(shape);
    return { state, update, search: useLocation().search };
  }, path);
}

describe('useUrlState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the query string, dropping unknown values', () => {
    const { result } = renderAt('/t?q=asha&filter=everyone');
    expect(result.current.state).toEqual({ q: 'asha', filter: 'all' });
  });

  it('shows a change at once and writes the URL when typing pauses', async () => {
    const { result } = renderAt('/t?filter=active');
    act(() => result.current.update({ q: 'r' }));
    act(() => result.current.update({ q: 'ra' }));
    expect(result.current.state).toEqual({ q: 'ra', filter: 'active' });
    expect(result.current.search).toBe('?filter=active');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS);
    });
    expect(result.current.search).toBe('?filter=active&q=ra');
    expect(result.current.state).toEqual({ q: 'ra', filter: 'active' });
  });

  it('writes at once when the page is left', async () => {
    const { result } = renderAt('/t');
    act(() => result.current.update({ q: 'kumar' }));
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await Promise.resolve();
    });
    expect(result.current.search).toBe('?q=kumar');
  });

  it('leaves defaults out of the URL', async () => {
    const { result } = renderAt('/t?filter=active');
    act(() => result.current.update({ filter: 'all' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS);
    });
    expect(result.current.search).toBe('');
  });
});

/** The header search (q) and a tab's filter, each with its own useUrlState, as on a tab. */
const headerSearch = { q: textParam() };
const tabFilter = { filter: enumParam(['all', 'active'], 'all') };
function renderTwoWriters() {
  return inRouter(() => {
    const [header, setHeader] = useUrlState(headerSearch);
    const [tab, setTab] = useUrlState(tabFilter);
    return { header, setHeader, tab, setTab, location: useLocation().search };
  });
}

describe('useUrlState with two writers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what each set while the other writes its own keys', async () => {
    const { result } = renderTwoWriters();
    act(() => result.current.setTab({ filter: 'active' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    act(() => result.current.setHeader({ q: 'banerjee' }));
    for (const step of [100, 100, 100]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(step);
      });
      expect(result.current.tab.filter).toBe('active');
      expect(result.current.header.q).toBe('banerjee');
    }
    expect(result.current.location).toBe('?filter=active&q=banerjee');
  });

  it('keeps both when the two writes land before the page has re-rendered', async () => {
    const { result } = renderTwoWriters();
    act(() => result.current.setTab({ filter: 'active' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30);
    });
    act(() => result.current.setHeader({ q: 'banerjee' }));
    // One act: React renders nothing until it ends, as on a busy page where the first write's
    // navigation has not re-rendered the route yet when the second write is due.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS * 2);
    });
    expect(result.current.location).toBe('?filter=active&q=banerjee');
  });

  it('writes twice in a row before a re-render without losing the first', async () => {
    const { result } = renderTwoWriters();
    await act(async () => {
      result.current.setTab({ filter: 'active' });
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS + 10);
      result.current.setHeader({ q: 'banerjee' });
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS + 10);
    });
    expect(result.current.location).toBe('?filter=active&q=banerjee');
  });
});

describe('useUrlState after navigation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows a link that clears the keys, and never brings back an old value', async () => {
    const { result, navigate } = inRouter(() => useUrlState(shape)[0], '/a');
    await act(async () => {
      await navigate('/a?q=kumar');
    });
    expect(result.current.q).toBe('kumar');
    await act(async () => {
      await navigate('/b');
    });
    expect(result.current.q).toBe('');
  });

  it('drops what was typed when a link changes the same keys first', async () => {
    const { result, navigate } = inRouter(() => useUrlState(shape), '/a');
    act(() => result.current[1]({ q: 'ravi' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS);
    });
    expect(result.current[0].q).toBe('ravi');
    await act(async () => {
      await navigate('/b');
    });
    expect(result.current[0].q).toBe('');
  });

  it('drops a write still waiting when a link leads to another page', async () => {
    const { result, navigate } = inRouter(() => ({ url: useUrlState(shape), location: useLocation() }), '/a');
    act(() => result.current.url[1]({ q: 'ravi' }));
    await act(async () => {
      await navigate('/b');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS * 2);
    });
    expect(result.current.location.pathname).toBe('/b');
    expect(result.current.location.search).toBe('');
    expect(result.current.url[0].q).toBe('');
  });

  it('keeps a key typed after a write was made and before the page re-rendered', async () => {
    const { result } = inRouter(() => ({ url: useUrlState(shape), search: useLocation().search }), '/a');
    const update = result.current.url[1];
    await act(async () => {
      update({ q: 'r' });
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS + 10);
      // The route has not re-rendered: this setter still sees the URL without q=r.
      update({ q: 'ra' });
    });
    expect(result.current.url[0].q).toBe('ra');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS);
    });
    expect(result.current.search).toBe('?q=ra');
    expect(result.current.url[0].q).toBe('ra');
  });

  /** A page that asks before it is left for another page (as the Generate tab with unsaved drafts). */
  function withLeaveQuestion() {
    return inRouter(() => {
      const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
      return { url: useUrlState(shape), location: useLocation(), blocker };
    }, '/a');
  }

  async function askToLeave(view: ReturnType<typeof withLeaveQuestion>) {
    act(() => view.result.current.url[1]({ q: 'ravi' }));
    await act(async () => {
      void view.navigate('/b');
      await Promise.resolve();
    });
    expect(view.result.current.blocker.state).toBe('blocked');
    // The write comes due while the question is open: it must not answer it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS * 3);
    });
    expect(view.result.current.blocker.state).toBe('blocked');
    expect(view.result.current.location.search).toBe('');
  }

  it('waits while a leave question is open, and Leave still goes (the write dropped)', async () => {
    const view = withLeaveQuestion();
    await askToLeave(view);
    await act(async () => {
      view.result.current.blocker.proceed?.();
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS * 2);
    });
    expect(view.result.current.location.pathname).toBe('/b');
    expect(view.result.current.location.search).toBe('');
  });

  it('lets the waiting write land when the operator stays', async () => {
    const view = withLeaveQuestion();
    await askToLeave(view);
    await act(async () => {
      view.result.current.blocker.reset?.();
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS * 2);
    });
    expect(view.result.current.location.pathname).toBe('/a');
    expect(view.result.current.location.search).toBe('?q=ravi');
    expect(view.result.current.url[0].q).toBe('ravi');
  });

  it('never cancels a navigation to a page that is still loading', async () => {
    const { result, navigate } = inRouter(
      () => ({ url: useUrlState(shape), location: useLocation() }),
      '/a',
      (element) => [
        { path: '/a', element },
        // A lazy tab: its code takes a while to arrive.
        { path: '/b', lazy: () => new Promise((resolve) => setTimeout(() => resolve({ element }), URL_WRITE_DELAY_MS * 2)) },
      ],
    );
    act(() => result.current.url[1]({ q: 'ravi' }));
    await act(async () => {
      void navigate('/b');
      await vi.advanceTimersByTimeAsync(URL_WRITE_DELAY_MS * 4);
    });
    expect(result.current.location.pathname).toBe('/b');
    expect(result.current.location.search).toBe('');
  });
});
