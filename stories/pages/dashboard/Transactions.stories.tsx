import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { empty, failTimes, loading } from '../../../src/api/mocks';
import { tabHeading } from '../../fixtures';
import { expectCards, expectEveryActionInView, findRow } from '../../helpers';

const newestFirst = [...seed.transactions].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
const newest = newestFirst.find((t) => t.userRef && t.consultantRef);
if (!newest?.userRef || !newest.consultantRef) throw new RangeError('db.json has no transactions between known people');
/** A pair that paid each other, worked out from the seed. */
const payer = newest.userRef.name;
const payee = newest.consultantRef.name;
const between = seed.transactions.filter((t) => t.userRef?.name.includes(payer) && t.consultantRef?.name.includes(payee));
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** /dashboard/transactions: TransactionsList, newest first, with the Paid By and Paid To searches and the sum shown. */
const meta = {
  title: 'Pages/Dashboard/Transactions',
  parameters: { deeplink: { path: '/dashboard/transactions' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Transactions' });

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('TransactionsList') })).toBeVisible();
    await findRow(await table(canvasElement), payer);
    const first = within(await table(canvasElement)).getAllByRole('row')[1] as HTMLElement;
    await expect(within(first).getByRole('rowheader')).toHaveTextContent(newestFirst[0]?.userRef?.name ?? 'Unknown');
    const total = seed.transactions.reduce((sum, t) => sum + t.amount, 0);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${seed.transactions.length} transactions · total ${rupees(total)}`);
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('transactionsPage') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByText('Loading…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('transactionsPage') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transactions yet.')).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('transactionsPage', 1, 'The ledger is being rebuilt.') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The ledger is being rebuilt.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await findRow(await table(canvasElement), payer);
  },
};

/** Paid By and Paid To narrow the rows; the sum follows. */
export const PaidByAndPaidTo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Paid By' }), payer);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Paid To' }), payee);
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(between.length + 1));
    const sum = between.reduce((total, t) => total + t.amount, 0);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${between.length} ${between.length === 1 ? 'transaction' : 'transactions'} · total ${rupees(sum)}`);
  },
};

/** A shared link keeps both searches. */
export const SearchesFromUrl: Story = {
  parameters: { deeplink: { path: `/dashboard/transactions?by=${encodeURIComponent(payer)}&to=${encodeURIComponent(payee)}` } },
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), payer);
    await expect(canvas.getByRole('searchbox', { name: 'Paid By' })).toHaveValue(payer);
    await expect(canvas.getByRole('searchbox', { name: 'Paid To' })).toHaveValue(payee);
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(between.length + 1);
  },
};

export const NothingMatches: Story = {
  parameters: { deeplink: { path: '/dashboard/transactions?by=nobody-at-all' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transactions match these searches.')).toBeVisible();
  },
};

/** A search longer than a box takes (200 characters), in a link or pasted, is cut to its start: never dropped. */
export const LongSearchesAreCutNotDropped: Story = {
  parameters: { deeplink: { path: `/dashboard/transactions?by=${'a'.repeat(250)}` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transactions match these searches.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Paid By' })).toHaveValue('a'.repeat(200));
    for (const name of ['Paid To', 'Search this tab']) {
      const box = canvas.getByRole('searchbox', { name });
      await userEvent.click(box);
      await userEvent.paste('b'.repeat(300));
      await expect(box).toHaveValue('b'.repeat(200));
    }
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    // One card per row (issue 26), nothing wider than the screen.
    await findRow(canvasElement, payer);
    await expectCards(canvasElement);
  },
};
