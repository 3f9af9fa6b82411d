import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState } from '../../src/components/ui/EmptyState';
import { ErrorState } from '../../src/components/ui/ErrorState';
import { Spinner } from '../../src/components/ui/Spinner';

/** The three views every list shares while it is not showing rows: Loading (spinner), Empty (SPEC.md's words) and Error (the reason and Retry). */
const meta = {
  title: 'UI/StateViews',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <Spinner />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  render: () => <EmptyState message="No pools found" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pools found')).toBeVisible();
  },
};

const onRetry = fn();
export const Error: Story = {
  render: () => <ErrorState message="The server had a problem (500). Please try again later." onRetry={onRetry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server had a problem (500)');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const ErrorWithoutRetry: Story = {
  render: () => <ErrorState title="Could not send" message="Could not reach the server. Check your connection and try again." />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};
