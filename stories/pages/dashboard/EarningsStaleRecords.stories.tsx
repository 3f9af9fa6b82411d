import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { failAfter } from '../../../src/api/mocks';
import { getMockDb, setMockDb } from '../../../src/api/mocks/db';
import { findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import { formatRupees } from '../../../src/lib/format';
import { findRow, notifications } from '../../helpers';
import { openSettlement, searchFor, settledAtOnce, table, top } from './earningsSteps';

/**
 * /dashboard/earnings when another operator got there first: a mutation answered 404 or 409
 * fetches the list again at once, and a refresh that fails keeps the rows under a banner.
 */
const meta = {
  title: 'Pages/Dashboard/EarningsStaleRecords',
  parameters: { deeplink: { path: '/dashboard/earnings' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const settle = findRoute('settlePayment');

/**
 * Another operator removed the consultant while this one had the list open: the settle answers
 * 404, the dialog says so, and the list is fetched again at once, so the row goes instead of
 * offering a settlement that cannot happen.
 */
export const SettleOnRemovedConsultant: Story = {
  parameters: {
    msw: {
      handlers: {
        settlePayment: http.post(routeUrl(settle), () => {
          const db = getMockDb();
          setMockDb({ ...db, consultants: db.consultants.filter((c) => c.dataid !== top.dataid) });
          return Response.json({ message: 'No consultant has that creator ID.' }, { status: 404 });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, top.name);
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('No consultant has that creator ID.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(canvasElement).getByText(`${seed.consultants.length - 1} consultants`)).toBeVisible());
    await searchFor(canvasElement, top.dataid);
    await expect(await within(canvasElement).findByText('No consultants match this search and filter.')).toBeVisible();
  },
};

/**
 * A settle answers 409 and the refresh it starts fails too: the rows stay under a banner with
 * the reason and Retry, which brings the list up to date.
 */
export const RefreshFailsKeepsRows: Story = {
  parameters: {
    msw: {
      handlers: {
        ...failAfter('earningsPage', 1, 1, 'The earnings service is restarting.'),
        settlePayment: http.post(routeUrl(settle), () => Response.json({ message: 'This payment changed since you opened it.' }, { status: 409 })),
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const dialog = await openSettlement(canvasElement, top.name);
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This payment changed since you opened it.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await step('the refresh fails and the rows stay', async () => {
      const banner = await canvas.findByText('Could not refresh this list.');
      await expect(banner.closest('[role="alert"]')).toHaveTextContent('The earnings service is restarting.');
      await findRow(await table(canvasElement), top.name);
    });
    await step('Retry brings the list up to date', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(canvas.queryByText('Could not refresh this list.')).not.toBeInTheDocument());
      await findRow(await table(canvasElement), top.name);
    });
  },
};

/**
 * Another operator settled the consultant after this list was loaded: the settle answers 409
 * naming who and when, the dialog says so, and the row comes back at ₹0 at once. After Cancel,
 * focus is in the table the row was in (the row has sorted out of view).
 */
export const SettledByAnotherOperator: Story = {
  play: async ({ canvasElement, step }) => {
    const colleague = seed.operators[1]!;
    await findRow(await table(canvasElement), top.name);
    await step(`${colleague.name} settles ${top.name} elsewhere`, () => {
      const db = getMockDb();
      const consultant = db.consultants.find((c) => c.dataid === top.dataid)!;
      const settlement = {
        _id: 'settlement-by-colleague',
        consultantId: consultant._id,
        dataid: consultant.dataid,
        name: consultant.name,
        amount: consultant.earnings ?? '0',
        bankDetails: consultant.bankDetails ?? '',
        operatorId: colleague._id,
        idempotencyKey: null,
        settledAt: '2026-11-26T06:15:00.000Z',
      };
      setMockDb({ ...db, consultants: db.consultants.map((c) => (c === consultant ? { ...c, earnings: '0' } : c)), settlements: [...db.settlements, settlement] });
    });
    const dialog = await openSettlement(canvasElement, top.name);
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(`Already settled by ${colleague.name} at 26 Nov 2026, 11:45 am IST.`);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    // At ₹0 the row sorts to the end, out of the rows on the page: focus goes to the table it was in, not the page's start.
    await waitFor(async () => expect(await table(canvasElement)).toHaveFocus());
    await expect(within(await table(canvasElement)).queryByRole('rowheader', { name: top.name })).toBeNull();
    await searchFor(canvasElement, top.dataid);
    await waitFor(async () => expect((await findRow(canvasElement, top.name)).getByRole('button', { name: `Settle payment for ${top.name}` })).toBeDisabled());
  },
};

/**
 * The highest earner paid at once (₹1,00,000 or less, issue 48) earned more after this list was loaded (a session ended meanwhile): the settle
 * carries the amount the dialog showed, the backend refuses a different sum (409), the list is
 * fetched again, and the dialog offers the new sum, saying what it was, for a settlement the
 * operator confirms knowingly.
 */
export const EarningsGrewMeanwhile: Story = {
  play: async ({ canvasElement, step }) => {
    await findRow(await table(canvasElement), settledAtOnce.name);
    const grown = (Number(settledAtOnce.earnings) + 500).toFixed(2);
    const [before, after] = [formatRupees(Number(settledAtOnce.earnings)), formatRupees(Number(grown))];
    await step(`${settledAtOnce.name} earns ₹500 more on the backend`, () => {
      const db = getMockDb();
      setMockDb({ ...db, consultants: db.consultants.map((c) => (c.dataid === settledAtOnce.dataid ? { ...c, earnings: grown } : c)) });
    });
    const dialog = await openSettlement(canvasElement, settledAtOnce.name);
    await userEvent.click(dialog.getByRole('button', { name: `Settle ${before}` }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(`${settledAtOnce.name}'s earnings are now ${after}, not the ${before} you confirmed. Look again before settling.`);
    await expect(await dialog.findByRole('status')).toHaveTextContent(`The amount changed since you opened this: it was ${before}.`);
    await userEvent.click(dialog.getByRole('button', { name: `Settle ${after}` }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`Settled ${after} for ${settledAtOnce.name}.`);
    await expect(getMockDb().settlements.filter((s) => s.dataid === settledAtOnce.dataid).map((s) => s.amount)).toEqual([grown]);
  },
};
