import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TabHeading } from '../../src/components/dashboard/TabHeading';

const meta = {
  title: 'Dashboard/TabHeading',
  component: TabHeading,
  parameters: { layout: 'padded' },
  args: { id: 'tab-heading', title: 'Earnings', description: 'Search by name, creator ID or phone with the search box above.' },
} satisfies Meta<typeof TabHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tab's own heading is the page's h1 (issue 26: the greeting above it is a paragraph). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Earnings' })).toHaveAttribute('id', 'tab-heading');
    await expect(canvas.getByText('Search by name, creator ID or phone with the search box above.')).toBeVisible();
  },
};

export const WithoutDescription: Story = {
  args: { title: 'TransactionsList', description: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'TransactionsList' })).toBeVisible();
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};
