import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Database } from '../../../src/api/backend/db';
import { getMockDb } from '../../../src/api/mocks';
import { liveUpdatesOff } from '../../../src/api/mocks/live';
import { expectCards, findRow, notifications } from '../../helpers';
import { largeSettlementFor, NEW_BANK_DETAILS, newBankFor, post, priya, signInAs, withWaitingApprovals } from './approvalSteps';
import { openSettlement, searchFor, table } from './earningsSteps';

/**
 * /dashboard/earnings with changes waiting for a second operator (issue 48): new bank details shown
 * beside the current ones, a large settlement waiting under Settle Payment, and settling refused
 * while a change waits, said at once by the dialog, or by the backend (409) when this page had not
 * heard of the change.
 */
const meta = {
  title: 'Pages/Dashboard/EarningsApprovals',
  parameters: { deeplink: { path: '/dashboard/earnings' }, session: 'signed-in', mockDb: (db: Database) => withWaitingApprovals(db) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows say what waits: the new bank details beside the current ones, and the settlement under Settle Payment. */
export const ChangesWaiting: Story = {
  play: async ({ canvasElement }) => {
    const bankRow = await findRow(await table(canvasElement), newBankFor.name);
    const waiting = within(bankRow.getByRole('group', { name: `New bank details of ${newBankFor.name}` }));
    await expect(waiting.getByText('New bank details waiting for approval')).toBeVisible();
    await expect(waiting.getByText(/^HDFC Bank/)).toHaveTextContent(NEW_BANK_DETAILS.replaceAll('\n', ' '), { normalizeWhitespace: true });
    await expect(waiting.getByText(/^Proposed by Priya Nair, /)).toBeVisible();
    // The current details stay what a settlement pays.
    await expect(bankRow.getByText(/^Kotak Mahindra Bank/)).toBeVisible();
    const settleRow = await findRow(await table(canvasElement), largeSettlementFor.name);
    await expect(settleRow.getByText('₹2,49,535 waiting for approval')).toBeVisible();
    await expect(settleRow.getByRole('cell', { name: '₹2,49,535' })).toBeVisible();
  },
};

/** While new bank details wait, the Settle dialog says so at once, in the backend's words, and will not send. */
export const SettleWhileBankDetailsWait: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await searchFor(canvasElement, newBankFor.dataid);
    const dialog = await openSettlement(canvasElement, newBankFor.name);
    await expect(dialog.getByRole('status')).toHaveTextContent('Bank details changed by Priya Nair at 3 Nov 2026, 2:15 pm IST are waiting for approval.');
    await expect(dialog.getByRole('button', { name: /^Settle ₹/ })).toBeDisabled();
  },
};

/** Not heard of (live updates off): the backend refuses the settlement (409) with who proposed new details and when; nothing is paid. */
export const SettleRefusedWhileBankDetailsWait: Story = {
  parameters: { mockDb: (db: Database) => db, msw: { handlers: liveUpdatesOff } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await searchFor(canvasElement, newBankFor.dataid);
    const dialog = await openSettlement(canvasElement, newBankFor.name);
    // Priya, at another desk, proposes new details for the same consultant.
    await signInAs(priya);
    await expect((await post('updateBankDetails', { dataid: newBankFor.dataid, bankDetails: NEW_BANK_DETAILS })).status).toBe(200);
    await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(new RegExp(`^Bank details changed by ${priya.name} at \\d+ Nov 2026, .+ IST are waiting for approval\\.$`));
    await expect(getMockDb().settlements).toEqual([]);
  },
};

/** Above ₹1,00,000 the dialog says it will wait; confirmed, it waits for a second operator, counted in the menu, and nothing is paid. */
export const LargeSettlementWaits: Story = {
  parameters: { mockDb: (db: Database) => db },
  play: async ({ canvasElement }) => {
    const dialog = await openSettlement(canvasElement, largeSettlementFor.name);
    await expect(dialog.getByText(/^Above ₹1,00,000, a second operator approves a settlement/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Settle ₹2,49,535' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`The settlement of ₹2,49,535 for ${largeSettlementFor.name} is waiting for another operator's approval. Nothing is paid until then.`);
    const row = await findRow(await table(canvasElement), largeSettlementFor.name);
    await waitFor(() => expect(row.getByText('₹2,49,535 waiting for approval')).toBeVisible());
    await expect(await within(canvasElement).findByRole('link', { name: 'Approvals (1 waiting)' })).toBeVisible();
    await expect(getMockDb().settlements).toEqual([]);
  },
};

/** On a phone the cards show what waits too. */
export const ChangesWaitingOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    await searchFor(canvasElement, newBankFor.dataid);
    const card = await findRow(canvasElement, newBankFor.name);
    const waiting = card.getByRole('group', { name: `New bank details of ${newBankFor.name}` });
    waiting.scrollIntoView({ block: 'center' });
    await expect(waiting).toBeVisible();
    await expect(waiting.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
