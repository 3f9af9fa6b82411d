import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Transaction } from '../../../src/api/schemas';
import { TransactionsTable } from '../../../src/features/transactions/components/TransactionsTable';
import { tableStateStories } from '../../helpers';
import { withControlledSorting } from '../../controlledSorting';

const transactions: Transaction[] = seed.transactions;
const newestFirst = [...transactions].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));

const Controlled = withControlledSorting(TransactionsTable);

const meta = {
  title: 'Dashboard/Transactions/TransactionsTable',
  component: TransactionsTable,
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    rows: transactions,
    status: 'ready',
    error: '',
    emptyMessage: 'No transactions yet.',
    sorting: { id: 'timestamp', desc: true },
    onSortingChange: fn(),
    onRetry: fn(),
    download: fn(),
  },
} satisfies Meta<typeof TransactionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first three rows' texts in one column; who paid is each row's header, the other columns its cells. */
const firstCells = (canvas: HTMLElement, column: number) =>
  within(canvas)
    .getAllByRole('row')
    .slice(1, 4)
    .map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')][column]?.textContent);

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Paid by (user)', 'Paid to (consultant)', 'Amount', 'Type', 'Timestamp']);
    await expect(firstCells(canvasElement, 0)).toEqual(newestFirst.slice(0, 3).map((t) => t.userRef?.name ?? 'Unknown'));
  },
};

export const SortByAmount: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    const highest = Math.max(...transactions.map((t) => t.amount));
    await expect(firstCells(canvasElement, 2)[0]).toBe(`₹${highest.toLocaleString('en-IN')}`);
  },
};

/** A payment whose user record is gone still shows, as Unknown. */
export const UnknownPerson: Story = {
  args: { rows: [{ _id: 'x1', userRef: null, consultantRef: { name: 'Sai Khan', profilePicUrl: '' }, amount: 499, type: 'video', timestamp: '2026-10-01T10:00:00Z' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Unknown' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '₹499' })).toBeVisible();
  },
};

const states = tableStateStories({ empty: 'No transactions yet.', error: 'The ledger is being rebuilt.' });

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const Error: Story = states.Error;
