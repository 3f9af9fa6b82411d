import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EarningsToolbar } from '../../../src/features/earnings/components/EarningsToolbar';

const meta = {
  title: 'Dashboard/Earnings/EarningsToolbar',
  component: EarningsToolbar,
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="flex flex-wrap items-end gap-3">
      <EarningsToolbar {...args} />
    </div>
  ),
  args: { filter: 'all', onFilterChange: fn(), summary: { count: 1234, unsettledCount: 2, unsettledTotal: 1234567.5 }, search: '' },
} satisfies Meta<typeof EarningsToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1,234 consultants · ₹12,34,567.50 unsettled across 2 consultants');
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('all');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Unsettled payment');
    await expect(args.onFilterChange).toHaveBeenCalledWith('unsettled');
  },
};

export const Searching: Story = {
  args: { search: 'kapoor', summary: { count: 1, unsettledCount: 1, unsettledTotal: 45644.34 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 consultant matching “kapoor” · ₹45,644.34 unsettled across 1 consultant');
  },
};

/** Loading or failed: no figures to give. */
export const NoFigures: Story = {
  args: { summary: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
