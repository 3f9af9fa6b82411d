import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RouteObject } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { claimAutomaticReload } from '../../src/lib/routeError';

/**
 * Issue 24: a page or tab that fails shows a readable error with Reload where it would have
 * been; the dashboard keeps its shell, the public site its navbar and footer. Each story breaks
 * one route of the real route table, so the boundaries are the ones src/router.tsx wires.
 * None clicks Reload: that reloads the story's frame (UI/RouteError checks the button).
 */
const meta = {
  title: 'Pages/RouteErrors',
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The real route table with the route whose path is `path` (a segment of its parent's) changed by `change`. */
const changingRoute =
  (path: string, change: (route: RouteObject) => RouteObject) =>
  (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      if (route.path === path) return change(route);
      if (route.index || !route.children) return route;
      return { ...route, children: changingRoute(path, change)(route.children) };
    });

/** Chromium's words when a chunk named by the old build is gone from the host. */
const missingCode = (chunk: string) => new TypeError(`Failed to fetch dynamically imported module: https://chitchat.example.in/assets/${chunk}-B2x9Qd.js`);

/**
 * The page's code is gone, and the one automatic reload has just happened: the attempt is
 * remembered right before the code fails again, once the code of the routes above it is here
 * (the router shows the error only then), so no slow first load can age it past the window and
 * reload the story's frame.
 */
const codeStillMissing =
  (pathname: string, chunk: string, routesAbove: () => Promise<unknown>): RouteObject['lazy'] =>
  async () => {
    await routesAbove();
    claimAutomaticReload(window.sessionStorage, pathname, Date.now());
    throw missingCode(chunk);
  };

/** A bug in a tab: it throws while drawing. */
function BrokenTab(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'map')");
}

export const DashboardTabFailsToRender: Story = {
  parameters: {
    session: 'signed-in',
    deeplink: { path: '/dashboard/bookings', routes: changingRoute('bookings', (route) => ({ ...route, lazy: async () => ({ Component: BrokenTab }) })) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'This page could not be shown' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong while showing this page. Reload to try again');
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(/reading 'map'|TypeError/);
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The shell stays: the browser's tab still names the tab, the menu still leads to the other tabs.
    await waitFor(() => expect(document.title).toBe('Booking Summary · ChitChat back-office'));
    await expect(canvas.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Booking Summary' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Earnings' })).toBeVisible();
  },
};

export const DashboardTabCodeMissingAfterReload: Story = {
  parameters: {
    session: 'signed-in',
    deeplink: {
      path: '/dashboard/earnings',
      routes: changingRoute('earnings', (route) => ({
        ...route,
        lazy: codeStillMissing('/dashboard/earnings', 'EarningsPage', () =>
          Promise.all([import('../../src/pages/BackOfficeRoute'), import('../../src/pages/dashboard/DashboardLayout')]),
        ),
      })),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'This page could not be shown' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Part of this page could not be downloaded. The site may have been updated since you opened it, or the connection dropped.',
    );
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(/Failed to fetch|assets\//);
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Earnings · ChitChat back-office'));
    await expect(canvas.getByRole('link', { name: 'Earnings' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PublicPageCodeMissingAfterReload: Story = {
  parameters: {
    deeplink: { path: '/blog', routes: changingRoute('/blog', (route) => ({ ...route, lazy: codeStillMissing('/blog', 'BlogPage', async () => undefined) })) },
  },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    await expect(main).toHaveTextContent('The site may have been updated since you opened it');
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The public layout stays around it, and search engines are told not to index it.
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^This page could not be shown/));
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex'));
  },
};
