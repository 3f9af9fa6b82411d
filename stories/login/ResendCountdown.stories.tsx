import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ResendCountdown } from '../../src/components/login/ResendCountdown';

const meta = {
  title: 'Login/ResendCountdown',
  component: ResendCountdown,
  parameters: { layout: 'padded' },
  args: { secondsLeft: 27, onResend: fn() },
} satisfies Meta<typeof ResendCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountingDown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resend code in 27 s')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Ready: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Resending: Story = {
  args: { secondsLeft: 0, resending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resending…' })).toBeDisabled();
  },
};
