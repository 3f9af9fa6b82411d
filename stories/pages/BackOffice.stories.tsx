import type { Meta, StoryObj } from '@storybook/react-vite';
import seed from '../../db.json';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { findRoute, routeUrl } from '../../src/api/mocks/handlers';
import { notifications } from '../helpers';

/** The back-office routes and their session rules (SPEC.md: Login and Dashboard). */
const meta = {
  title: 'Pages/BackOffice',
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutDashboardGoesToLogin: Story = {
  parameters: { deeplink: { path: '/dashboard' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
  },
};

export const SignedInLoginGoesToDashboard: Story = {
  parameters: { deeplink: { path: '/login2' }, session: 'signed-in' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

const topEarner = [...seed.consultants].sort((a, b) => (Number(b.earnings) || 0) - (Number(a.earnings) || 0))[0]!.name;

export const TabDeepLink: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings' }, session: 'signed-in' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    // The rows, not only the heading (drawn before the data): the look is checked with their photos.
    await expect(await canvas.findByRole('rowheader', { name: topEarner })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Earnings' })).toHaveAttribute('aria-current', 'page');
    // The browser's tab says which back-office tab this is (issue 26).
    await waitFor(() => expect(document.title).toBe('Earnings · ChitChat back-office'));
  },
};

export const ChatHistoryHasNoMenuEntry: Story = {
  parameters: { deeplink: { path: '/dashboard/chats' }, session: 'signed-in' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chat history' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /chat/i })).not.toBeInTheDocument();
    await expect(document.title).toBe('Chat history · ChitChat back-office');
  },
};

export const LogoutEndsTheSession: Story = {
  parameters: { deeplink: { path: '/dashboard/bookings' }, session: 'signed-in' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
    // Gone for every tab of the browser, and this tab, which chose to, is told nothing more.
    await expect(window.localStorage.getItem('consult.session')).toBeNull();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The backend cannot be reached: the operator still leaves (every tab), and is told the session may outlive it. */
export const LogoutServerUnreachable: Story = {
  parameters: { deeplink: { path: '/dashboard/bookings' }, session: 'signed-in', msw: { handlers: { logout: http.post(routeUrl(findRoute('logout')), () => HttpResponse.error()) } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
    await expect(window.localStorage.getItem('consult.session')).toBeNull();
    await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent(
      'Signed out on this device, but the server could not be told: Could not reach the server. Check your connection and try again.',
    );
  },
};

export const UnknownTabIsNotFound: Story = {
  parameters: { deeplink: { path: '/dashboard/no-such-tab' }, session: 'signed-in' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '404 NOT FOUND' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the dashboard' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};
