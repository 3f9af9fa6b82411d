import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExpensesSummary } from '../../../src/features/expenses/components/ExpensesSummary';
import { csvFileName } from '../../../src/lib/csv';

const meta = {
  title: 'Dashboard/Expenses/ExpensesSummary',
  component: ExpensesSummary,
  args: { types: 4, total: 1825765, paid: 1320892, unpaid: 504873 },
} satisfies Meta<typeof ExpensesSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('4 expense types: ₹18,25,765 in all, ₹13,20,892 paid, ₹5,04,873 unpaid.');
  },
};

export const OneType: Story = {
  args: { types: 1, total: 0, paid: 0, unpaid: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1 expense type: ₹0 in all, ₹0 paid, ₹0 unpaid.');
  },
};

export const WithExport: Story = {
  args: { exportCsv: { fileName: 'expenses', csv: () => 'Expense type\r\nRent\r\n', download: fn() } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.exportCsv?.download).toHaveBeenCalledOnce();
    await expect(args.exportCsv?.download).toHaveBeenCalledWith(csvFileName('expenses', new Date()), 'Expense type\r\nRent\r\n');
  },
};
