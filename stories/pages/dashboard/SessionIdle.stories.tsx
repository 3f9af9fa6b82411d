import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import { saveSession } from '../../../src/api/session';
import { signedInSession, tabHeading } from '../../fixtures';
import { screenOf } from '../../helpers';

/**
 * The dashboard when the operator has done nothing for a while (WCAG 2.2.1): two minutes before
 * the session would end, a warning counts down and offers to stay. The backend's idle limit is
 * set short here (it says it in its keep-alive answer), so the warning comes at once.
 */
const meta = {
  title: 'Pages/Dashboard/SessionIdle',
  parameters: { deeplink: { path: '/dashboard/earnings' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const keepAliveUrl = routeUrl(findRoute('keepAlive'));
const keepAlives: number[] = [];
/** The backend's keep-alive, answering a short idle limit first and the usual 30 minutes after. */
const limits = (...idleSeconds: number[]) => ({
  keepAlive: http.post(keepAliveUrl, () => {
    keepAlives.push(Date.now());
    return HttpResponse.json({ message: 'Still signed in.', idleSeconds: idleSeconds[Math.min(keepAlives.length, idleSeconds.length) - 1] });
  }),
});
const warning = (canvasElement: HTMLElement) => screenOf(canvasElement).findByRole('dialog', { name: 'Your session is about to end' });

/** The operator is there: Stay signed in tells the backend, and the warning goes. */
export const WarnedThenStays: Story = {
  beforeEach: () => {
    keepAlives.length = 0;
  },
  parameters: { msw: { handlers: limits(150, 1800) } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: tabHeading('Earnings') });
    const dialog = within(await warning(canvasElement));
    await expect(dialog.getByText(/so you will be signed out in 1:\d\d\. Anything not yet saved would be lost\./)).toBeVisible();
    await userEvent.click(await dialog.findByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(keepAlives).toHaveLength(2);
    await expect(window.localStorage.getItem('consult.session')).not.toBeNull();
  },
};

/** Nobody answers: at the end every tab signs out, says why, and the backend ends the session too. */
export const RunsOutAndSignsOut: Story = {
  beforeEach: () => {
    keepAlives.length = 0;
  },
  parameters: { msw: { handlers: limits(62) } },
  play: async ({ canvas, canvasElement }) => {
    await warning(canvasElement);
    await expect(await canvas.findByText('Your session has ended. Please sign in again.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
    await expect(window.localStorage.getItem('consult.session')).toBeNull();
  },
};

/** Four minutes before the session's 12 hours are up: the warning says so, OK closes it, and it does not come back. */
export const TwelveHoursAlmostUp: Story = {
  beforeEach: () => {
    saveSession({ ...signedInSession, expiresAt: new Date(Date.now() + 4 * 60_000).toISOString() });
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = within(await warning(canvasElement));
    await expect(dialog.getByText(/^Sessions last 12 hours, so you will be signed out in [34]:\d\d\./)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
  },
};
