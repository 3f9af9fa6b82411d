import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RefreshError } from '../../src/components/ui/RefreshError';

const meta = {
  title: 'UI/RefreshError',
  component: RefreshError,
  parameters: { layout: 'padded' },
  args: { message: 'The server had a problem. Please try again later.', onRetry: fn() },
} satisfies Meta<typeof RefreshError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A refresh failed above a list that stays: what happened, why, and Retry. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not refresh this list. The server had a problem. Please try again later. What you see is as it was last loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Without a way to fetch again it only says why. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A long reason wraps at phone width; Retry stays reachable below it. */
export const LongReasonOnAPhone: Story = {
  args: { message: 'The earnings service is being moved to a new data centre tonight and answers nothing until it is back, which should take less than a quarter of an hour.' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
