import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TransactionsToolbar } from '../../../src/features/transactions/components/TransactionsToolbar';

const meta = {
  title: 'Dashboard/Transactions/TransactionsToolbar',
  component: TransactionsToolbar,
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="flex flex-wrap items-end gap-3">
      <TransactionsToolbar {...args} />
    </div>
  ),
  args: { paidBy: '', paidTo: '', onPaidByChange: fn(), onPaidToChange: fn(), shown: { count: 50000, sum: 24987650.5 } },
} satisfies Meta<typeof TransactionsToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('50,000 transactions · total ₹2,49,87,650.50');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Paid By' }), 'V');
    await expect(args.onPaidByChange).toHaveBeenCalledWith('V');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Paid To' }), 'S');
    await expect(args.onPaidToChange).toHaveBeenCalledWith('S');
  },
};

export const NoFigures: Story = {
  args: { shown: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
