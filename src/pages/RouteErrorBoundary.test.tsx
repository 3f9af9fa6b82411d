import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AUTOMATIC_RELOAD_WINDOW_MS, automaticReloadKey, claimAutomaticReload } from '@/lib/routeError';
import { PageErrorBoundary, PublicErrorBoundary, TabErrorBoundary } from './RouteErrorBoundary';

const path = '/dashboard/earnings';
const missingChunk = () => new TypeError('Failed to fetch dynamically imported module: https://chitchat.example.in/assets/EarningsPage-B2x9.js');

/** A route at `path` whose code cannot be fetched, with `boundary` as its error element. */
function renderMissingCode(boundary: ReactElement, { strict = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path,
        errorElement: boundary,
        hydrateFallbackElement: <p>Loading the page's code</p>,
        lazy: () => Promise.reject(missingChunk()),
      },
    ],
    { initialEntries: [path] },
  );
  const app = <RouterProvider router={router} />;
  return render(strict ? <StrictMode>{app}</StrictMode> : app);
}

describe('a page whose code is missing', () => {
  it('reloads once by itself, remembering the attempt for its path', async () => {
    const reload = vi.fn();
    renderMissingCode(<TabErrorBoundary reload={reload} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the latest version…');
    // The reload is claimed once the view is on screen (an effect): wait for it, not for a render.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Number(sessionStorage.getItem(automaticReloadKey(path)))).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('shows the error with Reload when it fails again right after that reload, instead of looping', async () => {
    claimAutomaticReload(sessionStorage, path, Date.now() - 3_000);
    const reload = vi.fn();
    renderMissingCode(<TabErrorBoundary reload={reload} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'This page could not be shown' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The site may have been updated since you opened it');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself again once the window has passed', async () => {
    claimAutomaticReload(sessionStorage, path, Date.now() - AUTOMATIC_RELOAD_WINDOW_MS - 1);
    const reload = vi.fn();
    renderMissingCode(<TabErrorBoundary reload={reload} />);
    expect(await screen.findByRole('status')).toBeVisible();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('still reloads under StrictMode, whose doubled calls do not count as a second attempt', async () => {
    const reload = vi.fn();
    renderMissingCode(<PageErrorBoundary reload={reload} />, { strict: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the latest version…');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('shows the error at once where the browser keeps no session storage', async () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const reload = vi.fn();
      renderMissingCode(<TabErrorBoundary reload={reload} />);
      expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible();
      expect(reload).not.toHaveBeenCalled();
    } finally {
      // Before the shared cleanup, which clears session storage.
      blocked.mockRestore();
    }
  });
});

describe('other failures', () => {
  it('show a sentence, never the error itself, and do not reload by themselves', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    function Broken(): ReactElement {
      throw new TypeError("Cannot read properties of undefined (reading 'map')");
    }
    const router = createMemoryRouter([{ path, Component: Broken, errorElement: <TabErrorBoundary reload={reload} /> }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'This page could not be shown' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while showing this page.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/reading 'map'|TypeError|at Broken/);
    expect(reload).not.toHaveBeenCalled();
  });

  it('say the page was not found for an address no route matches', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <p>Home</p>, errorElement: <PageErrorBoundary reload={vi.fn()} /> }], {
      initialEntries: ['/nowhere'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('There is no page at this address.');
  });

  it("on the public site keep the error page out of search engines' index", async () => {
    const router = createMemoryRouter([
        {
          path: '/blog',
          hydrateFallbackElement: <p>Loading the page's code</p>,
          lazy: () => Promise.reject(new Error('The blog could not be drawn')),
          errorElement: <PublicErrorBoundary reload={vi.fn()} />,
        },
      ], {
      initialEntries: ['/blog'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    // The head is written by an effect, which may run just after the heading is in the DOM.
    await waitFor(() => expect(document.title).toMatch(/^This page could not be shown/));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex'));
  });
});
