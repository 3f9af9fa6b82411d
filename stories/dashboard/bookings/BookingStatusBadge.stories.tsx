import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingStatusBadge } from '../../../src/features/bookings/components/BookingStatusBadge';

const meta = {
  title: 'Dashboard/Bookings/BookingStatusBadge',
  component: BookingStatusBadge,
  parameters: { layout: 'padded' },
  args: { status: 'Completed' },
} satisfies Meta<typeof BookingStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

export const Rejected: Story = {
  args: { status: 'Rejected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toBeVisible();
  },
};

export const Processing: Story = {
  args: { status: 'Processing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Processing')).toBeVisible();
  },
};

/** The three side by side: each says its status in words, not by colour alone. */
export const AllThree: Story = {
  render: () => (
    <ul className="flex gap-3">
      {(['Completed', 'Rejected', 'Processing'] as const).map((status) => (
        <li key={status}>
          <BookingStatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Completed', 'Rejected', 'Processing']);
    // Each with its own mark besides its colour.
    await expect(items.map((item) => item.querySelector('svg')?.getAttribute('data-icon'))).toEqual(['check', 'cross', 'dots']);
  },
};
