import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Database } from '../../../src/api/backend/db';
import { empty, failLaterPages, failTimes, loading } from '../../../src/api/mocks';
import { tabHeading } from '../../fixtures';
import { catchDownloads, expectCards, expectEveryActionInView, findRow, rowAtIndex, scrollerOf } from '../../helpers';

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
    await findRow(await table(canvasElement), payer);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Paid By' }), payer);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Paid To' }), payee);
    const sum = between.reduce((total, t) => total + t.amount, 0);
    // The rows and the figures of the last view typed, as the backend answered it.
    await waitFor(async () => {
      await expect(within(canvasElement).getAllByRole('row')).toHaveLength(between.length + 1);
      await expect(canvas.getByRole('status')).toHaveTextContent(`${between.length} ${between.length === 1 ? 'transaction' : 'transactions'} · total ${rupees(sum)}`);
    });
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

/** 2,500 transactions, 25 pages: Payer 0-39 to Consultant 0-8, ten minutes apart, the newest last. */
const LONG = 2500;
const longList = (db: Database) => {
  db.transactions = Array.from({ length: LONG }, (_, index) => ({
    _id: `long${index}`,
    userRef: { name: `Payer ${index % 40}`, profilePicUrl: '' },
    consultantRef: { name: `Consultant ${index % 9}`, profilePicUrl: '' },
    amount: 100 + (index % 17) * 50,
    type: ['chat', 'audio', 'video'][index % 3] as string,
    timestamp: new Date(Date.UTC(2026, 9, 1) + index * 600_000).toISOString(),
  }));
};
const longTotal = Array.from({ length: LONG }, (_, index) => 100 + (index % 17) * 50).reduce((sum, amount) => sum + amount, 0);

/**
 * Issue 47: a list longer than a page is asked a page at a time. The count and the total are
 * the backend's, of every transaction; the table holds a few pages; a jump to the end asks for
 * the end alone and shows the oldest transaction there.
 */
export const LongListJumpToTheEnd: Story = {
  parameters: { mockDb: longList },
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`2,500 transactions · total ${rupees(longTotal)}`));
    await expect(list).toHaveAttribute('aria-rowcount', String(LONG + 1));
    await expect(within(list).getAllByRole('row').length).toBeLessThan(40);
    const scroller = scrollerOf(list);
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(rowAtIndex(list, LONG + 1)).toBeDefined());
    // The oldest: Payer 0 to Consultant 0.
    await waitFor(() => expect(within(rowAtIndex(list, LONG + 1) as HTMLElement).getByRole('rowheader')).toHaveTextContent('Payer 0'));
    await expect(within(list).getAllByRole('row').length).toBeLessThan(40);
  },
};

/** A page further down fails: it says why with Retry where its rows go; the rows above stay, and Retry brings them. */
export const LaterPageFailsThenRetry: Story = {
  parameters: { mockDb: longList, msw: { handlers: failLaterPages('transactionsPage', 1, 'The ledger is being rebuilt.') } },
  play: async ({ canvas, canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2,500 transactions'));
    // Rows 101 on: the second page, asked (and failed) right after the first, as the one beyond the edge.
    scrollerOf(list).scrollTop = 53 * 120;
    const alert = await within(list).findByRole('alert');
    await expect(alert).toHaveTextContent('These rows could not be loaded. The ledger is being rebuilt.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(list).queryByRole('alert')).toBeNull());
    await waitFor(() => expect(within(rowAtIndex(list, 125) as HTMLElement).getByRole('rowheader')).toHaveTextContent(/Payer \d+/));
  },
};

/** Export CSV takes every transaction the searches match, not only the rows at hand. */
export const ExportEverythingMatching: Story = {
  parameters: { mockDb: longList },
  play: async ({ canvas, canvasElement }) => {
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Paid To' }), 'Consultant 3');
    const matching = Array.from({ length: LONG }, (_, index) => index).filter((index) => index % 9 === 3);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${matching.length} transactions`));
    const { files, clicked, restore } = catchDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
      const file = files[0] as Blob;
      // A byte-order mark first, so Excel reads ₹ (Blob.text() drops it).
      await expect([...new Uint8Array(await file.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = (await file.text()).split('\r\n');
      await expect(lines[0]).toBe('Paid by (user),Paid to (consultant),Amount,Type,Timestamp');
      await expect(lines).toHaveLength(matching.length + 2);
      // Newest first, as the table shows them.
      const newest = matching.at(-1) as number;
      await expect(lines[1]).toBe(`Payer ${newest % 40},Consultant 3,${100 + (newest % 17) * 50},${['chat', 'audio', 'video'][newest % 3]},${new Date(Date.UTC(2026, 9, 1) + newest * 600_000).toISOString()}`);
      await expect(clicked).toHaveBeenCalledOnce();
    } finally {
      restore();
    }
  },
};

/** A long export says how far it has come and can be cancelled; cancelling leaves nothing behind. */
export const ExportCancelled: Story = {
  parameters: { msw: { handlers: loading('transactionsExport') } },
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), payer);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText('Exporting… 0 rows')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel export' }));
    await expect(await canvas.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(canvas.queryByText(/The export failed/)).toBeNull();
  },
};
