import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionEndingDialog } from '../../src/components/dashboard/SessionEndingDialog';
import { screenOf } from '../helpers';

/** The warning before an idle session ends; the countdown is an arg here (the dashboard ticks it). */
const meta = {
  title: 'Dashboard/SessionEndingDialog',
  component: SessionEndingDialog,
  args: { open: true, secondsLeft: 119, staying: false, error: null, onStay: fn(), onSignOut: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof SessionEndingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) => within(await screenOf(canvasElement).findByRole('dialog', { name: 'Your session is about to end' }));

/** Two minutes before the end: how long is left, and one press to stay, which has focus. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const warning = await dialog(canvasElement);
    await expect(screenOf(canvasElement).getByRole('dialog')).toHaveAccessibleDescription(
      'Nothing has been done in this browser for a while, so you will be signed out in 1:59. Anything not yet saved would be lost.',
    );
    const stay = warning.getByRole('button', { name: 'Stay signed in' });
    await expect(stay).toHaveFocus();
    await userEvent.click(stay);
    await expect(args.onStay).toHaveBeenCalledOnce();
    await userEvent.click(warning.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** Escape means the operator is there: they stay, not sign out. */
export const EscapeStays: Story = {
  play: async ({ canvasElement, args }) => {
    await dialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** The last seconds read as seconds. */
export const LastSeconds: Story = {
  args: { secondsLeft: 9 },
  play: async ({ canvasElement }) => {
    await expect(await (await dialog(canvasElement)).findByText(/signed out in 9 s\./)).toBeVisible();
  },
};

/** Staying is under way: neither button works until the backend answers. */
export const Staying: Story = {
  args: { staying: true },
  play: async ({ canvasElement }) => {
    const warning = await dialog(canvasElement);
    await expect(warning.getByRole('button', { name: 'Staying signed in…' })).toBeDisabled();
    await expect(warning.getByRole('button', { name: 'Sign out' })).toBeDisabled();
  },
};

/** The backend could not be reached: said, and Stay can be pressed again. */
export const StayFailed: Story = {
  args: { error: 'Could not keep the session: Could not reach the server. Check your connection and try again.' },
  play: async ({ canvasElement }) => {
    const warning = await dialog(canvasElement);
    await expect(warning.getByRole('alert')).toHaveTextContent('Could not keep the session: Could not reach the server.');
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeEnabled();
  },
};

/** Five minutes before the 12 hours are up: nothing can keep the session, so the operator is told to save, and says OK. */
export const TwelveHoursAreUp: Story = {
  args: { reason: 'limit', secondsLeft: 299 },
  play: async ({ canvasElement, args }) => {
    const warning = await dialog(canvasElement);
    await expect(screenOf(canvasElement).getByRole('dialog')).toHaveAccessibleDescription(
      'Sessions last 12 hours, so you will be signed out in 4:59. Save what you are working on; you can sign in again straight after.',
    );
    await expect(warning.queryByRole('button', { name: 'Stay signed in' })).toBeNull();
    await userEvent.click(warning.getByRole('button', { name: 'OK' }));
    await expect(args.onStay).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect((await dialog(canvasElement)).getByRole('button', { name: 'Stay signed in' })).toBeVisible();
  },
};
