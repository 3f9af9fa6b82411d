import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import { error, failTimes, firstAnswerLost, empty, loading } from '../../../src/api/mocks';
import { backendResolver, findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import { refusedMessage } from '../../../src/api/schemas/roles';
import { formatRupees } from '../../../src/lib/format';
import { tabHeading } from '../../fixtures';
import { expectCards, expectEveryActionInView, findRow, notifications } from '../../helpers';
import { byEarnings, openSettlement, searchFor, settledAtOnce, table, top } from './earningsSteps';

/** /dashboard/earnings: consultants' earnings with settle, bank details and active toggle, filter and search in the URL. */
const meta = {
  title: 'Pages/Dashboard/Earnings',
  parameters: { deeplink: { path: '/dashboard/earnings' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await findRow(await table(canvasElement), top.name);
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent(top.name);
    await expect(canvas.getByText(`${seed.consultants.length} consultants`)).toBeVisible();
    // Issue 26: at 1280 px every action of every row is in view, with no sideways scroll.
    await expectEveryActionInView(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('earningsPage') } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: empty('earningsPage') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No consultants yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** The first load fails; Retry loads the list. */
export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('earningsPage', 1, 'The earnings service is restarting.') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The earnings service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await findRow(await table(canvasElement), top.name);
  },
};

/** A shared link keeps its filter and search; the header search box shows it. */
export const FilterAndSearchFromUrl: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings?filter=inactive&q=banerjee' } },
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), 'Meera Banerjee');
    await expect(canvas.queryByRole('cell', { name: 'Harpreet Banerjee' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('inactive');
    await expect(canvas.getByRole('searchbox', { name: 'Search this tab' })).toHaveValue('banerjee');
    await expect(canvas.getByText('1 consultant')).toBeVisible();
  },
};

/** Unknown values in a link are dropped: the plain list, highest earnings first. */
export const StaleUrlValuesDropped: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings?filter=everyone&sort=salary.up' } },
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), top.name);
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('all');
    await expect(canvas.getByRole('columnheader', { name: /Realised earnings/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const SearchAndFilter: Story = {
  play: async ({ canvas, canvasElement }) => {
    await findRow(await table(canvasElement), top.name);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'CRHUC22');
    await findRow(canvasElement, 'Harpreet Ghosh');
    await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(2));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search this tab' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Unsettled payment');
    // The backend answers the filter (issue 47): its count comes with its rows.
    await waitFor(() => expect(canvas.getByText(`${byEarnings.length} consultants`)).toBeVisible());
    await expect(canvas.queryByRole('cell', { name: 'Bhavna Kaur' })).not.toBeInTheDocument();
  },
};

/** Confirm, then the row reads ₹0 and cannot be settled again (₹1,00,000 or less: paid at once, issue 48). */
export const SettlePayment: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, settledAtOnce.name);
    await expect(dialog.getByText(settledAtOnce.dataid, { exact: false })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`Settled ${formatRupees(Number(settledAtOnce.earnings))} for ${settledAtOnce.name}.`);
    // Sorted by earnings, the settled row moves to the end of the list.
    await searchFor(canvasElement, settledAtOnce.dataid);
    const after = await findRow(canvasElement, settledAtOnce.name);
    await expect(after.getByRole('cell', { name: '₹0' })).toBeVisible();
    await expect(after.getByRole('button', { name: `Settle payment for ${settledAtOnce.name}` })).toBeDisabled();
  },
};

/** The backend refuses: the dialog says why and stays open; the row is as it was. */
export const SettleFails: Story = {
  parameters: { msw: { handlers: error('settlePayment', 'The payout provider is not answering. Nothing was settled.') } },
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, top.name);
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The payout provider is not answering. Nothing was settled.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect((await findRow(canvasElement, top.name)).getByRole('button', { name: `Settle payment for ${top.name}` })).toBeEnabled();
  },
};

const sentKeys: (string | null)[] = [];
const settle = findRoute('settlePayment');
const settleForReal = backendResolver(settle);

/** A retry after a failure sends the same Idempotency-Key, so the backend records one settlement. */
export const RetryKeepsTheKey: Story = {
  beforeEach: () => {
    sentKeys.length = 0;
  },
  // The first answer is lost on the way back although the backend recorded it.
  parameters: { msw: { handlers: firstAnswerLost('settlePayment', sentKeys) } },
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, settledAtOnce.name);
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The gateway timed out.');
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`Already settled ${formatRupees(Number(settledAtOnce.earnings))} for ${settledAtOnce.name}.`);
    await expect(sentKeys).toHaveLength(2);
    await expect(sentKeys[0]).toMatch(/^[0-9a-f]{32}$/);
    await expect(sentKeys[1]).toBe(sentKeys[0]);
  },
};

/** A double click on Settle sends once. */
export const DoubleClickSendsOnce: Story = {
  beforeEach: () => {
    sentKeys.length = 0;
  },
  parameters: {
    msw: {
      handlers: {
        settlePayment: http.post(routeUrl(settle), async (info) => {
          sentKeys.push(info.request.headers.get('Idempotency-Key'));
          return settleForReal(info);
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, settledAtOnce.name);
    await userEvent.dblClick(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await (await notifications(canvasElement)).findByRole('status');
    await expect(sentKeys).toHaveLength(1);
  },
};

const harpreet = seed.consultants.find((c) => c.name === 'Harpreet Ghosh');
if (!harpreet) throw new Error('db.json lacks Harpreet Ghosh');
const noBank = harpreet;

/**
 * Issue 48: saved, new bank details are proposed, not applied: the toast says they wait for
 * another operator's approval, and the row shows them beside the current ones (still 'Not set').
 */
export const BankDetailsProposed: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await searchFor(canvasElement, noBank.name);
    const row = await findRow(canvasElement, noBank.name);
    await userEvent.click(row.getByRole('button', { name: `Edit bank details of ${noBank.name}` }));
    await userEvent.type(row.getByRole('textbox', { name: `Bank details of ${noBank.name}` }), 'Axis Bank A/C 7788{Enter}');
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`New bank details of ${noBank.name} are waiting for another operator's approval.`);
    const after = await findRow(canvasElement, noBank.name);
    const waiting = after.getByRole('group', { name: `New bank details of ${noBank.name}` });
    await expect(waiting).toHaveTextContent('New bank details waiting for approval');
    await expect(within(waiting).getByText('Axis Bank A/C 7788')).toBeVisible();
    await expect(after.getByText('Not set')).toBeVisible();
    await expect(after.getByText(noBank.dataid.slice(0, 7))).not.toHaveTextContent('bank details set');
  },
};

/** Saves new bank details for a consultant without any, which fails: `alert` is toasted, and 'Not set' is back. */
async function bankDetailsSaveFails(canvasElement: HTMLElement, alert: string) {
  await table(canvasElement);
  await searchFor(canvasElement, noBank.name);
  const row = await findRow(canvasElement, noBank.name);
  await userEvent.click(row.getByRole('button', { name: `Edit bank details of ${noBank.name}` }));
  await userEvent.type(row.getByRole('textbox', { name: `Bank details of ${noBank.name}` }), 'Axis Bank A/C 7788{Enter}');
  await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent(alert);
  const after = await findRow(canvasElement, noBank.name);
  await expect(after.getByText('Not set')).toBeVisible();
}

/** SPEC.md's message, and the old value back. */
export const BankDetailsFail: Story = {
  parameters: { msw: { handlers: error('updateBankDetails') } },
  play: async ({ canvasElement }) => bankDetailsSaveFails(canvasElement, 'Error updating bank details. Please try again.'),
};

/**
 * Refused for a reason (here the role was changed since the page learned it): the backend's
 * words, not the generic message, and the old value back.
 */
export const BankDetailsRefused: Story = {
  parameters: { msw: { handlers: error('updateBankDetails', refusedMessage('support', 'proposeBankDetails'), 403) } },
  play: async ({ canvasElement }) => bankDetailsSaveFails(canvasElement, 'Your role (Support) cannot change bank details.'),
};

export const ToggleDeactivates: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(await table(canvasElement), top.name);
    await userEvent.click(row.getByRole('switch', { name: `Active, ${top.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`${top.name} is now inactive.`);
    await expect((await findRow(canvasElement, top.name)).getByRole('switch', { name: `Inactive, ${top.name}` })).not.toBeChecked();
  },
};

/** The query client shows the failure; the switch stays as it was. */
export const ToggleFails: Story = {
  parameters: { msw: { handlers: error('unverifyConsultant', 'Consultant records are read-only right now.') } },
  play: async ({ canvasElement }) => {
    const row = await findRow(await table(canvasElement), top.name);
    await userEvent.click(row.getByRole('switch', { name: `Active, ${top.name}` }));
    await expect(await (await notifications(canvasElement)).findByRole('alert')).toHaveTextContent('Consultant records are read-only right now.');
    await expect(row.getByRole('switch', { name: `Active, ${top.name}` })).toBeChecked();
  },
};

/** At phone width the table scrolls sideways inside the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    // One card per row (issue 26), nothing wider than the screen.
    await findRow(canvasElement, top.name);
    await expectCards(canvasElement);
  },
};
