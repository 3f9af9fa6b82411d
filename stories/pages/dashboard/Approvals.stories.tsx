import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Database } from '../../../src/api/backend/db';
import { error, getMockDb, loading } from '../../../src/api/mocks';
import { tabHeading } from '../../fixtures';
import { notifications, screenOf, tabListLoading } from '../../helpers';
import { aarav, largeSettlementFor, NEW_BANK_DETAILS, newBankFor, priya, signInAs, post, withWaitingApprovals } from './approvalSteps';

/**
 * /dashboard/approvals (issue 48): new bank details, and settlements above ₹1,00,000, wait here
 * for an operator other than the one who proposed them. The menu counts them. Here Priya Nair
 * (finance) proposed both; the admin signed in decides them.
 */
const meta = {
  title: 'Pages/Dashboard/Approvals',
  parameters: { deeplink: { path: '/dashboard/approvals' }, session: 'signed-in', mockDb: (db: Database) => withWaitingApprovals(db) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const bankCard = `${newBankFor.name}: new bank details`;
const settlementCard = `${largeSettlementFor.name}: a settlement of ₹2,49,535`;

async function cards(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Approvals') })).toBeVisible();
  return within(await canvas.findByRole('list', { name: 'Waiting for approval' }));
}

/** What waits, oldest first, with who proposed it and the details side by side; the menu counts it. At a laptop's width and a phone's. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement);
    await expect(list.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([bankCard, settlementCard]);
    const bank = within(list.getByRole('article', { name: bankCard }));
    await expect(bank.getByText(/^Proposed by Priya Nair, /)).toBeVisible();
    await expect(bank.getByText('Proposed bank details').nextElementSibling).toHaveTextContent(/^HDFC Bank A\/C 50100012345678/);
    await expect(within(canvasElement).getByText(/settlements above ₹1,00,000, wait here/)).toBeVisible();
    await expect(screenOf(canvasElement).getAllByRole('link', { name: 'Approvals (2 waiting)' }).length).toBeGreaterThan(0);
  },
};

/** Approve, confirm: the new details become what a settlement pays; the card leaves and the count goes down. */
export const ApproveBankDetails: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement);
    await userEvent.click(within(list.getByRole('article', { name: bankCard })).getByRole('button', { name: `Approve new bank details for ${newBankFor.name}` }));
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Approve new bank details' }));
    await expect(dialog.getByText(/^HDFC Bank/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`The new bank details of ${newBankFor.name} are approved: settlements now pay them.`);
    await waitFor(() => expect(list.queryByRole('article', { name: bankCard })).toBeNull());
    await expect(await within(canvasElement).findByRole('link', { name: 'Approvals (1 waiting)' })).toBeVisible();
    await expect(getMockDb().consultants.find((c) => c._id === newBankFor._id)?.bankDetails).toBe(NEW_BANK_DETAILS);
  },
};

/** Approving a settlement records it as paid, as proposed, to the details it carries. */
export const ApproveSettlement: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement);
    await userEvent.click(within(list.getByRole('article', { name: settlementCard })).getByRole('button', { name: `Approve a settlement of ₹2,49,535 for ${largeSettlementFor.name}` }));
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Approve settlement' }));
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Approve and settle ₹2,49,535' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`Settled ₹2,49,535 for ${largeSettlementFor.name}, as ${priya.name} proposed.`);
    // A double click records it once.
    await expect(getMockDb().settlements.map((s) => [s.dataid, s.amount, s.bankDetails])).toEqual([[largeSettlementFor.dataid, largeSettlementFor.earnings, largeSettlementFor.bankDetails]]);
    await expect(getMockDb().consultants.find((c) => c._id === largeSettlementFor._id)?.earnings).toBe('0');
  },
};

/** Reject asks why (a reason is required); the old details stay, and the reason is kept. */
export const RejectWithReason: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement);
    await userEvent.click(within(list.getByRole('article', { name: bankCard })).getByRole('button', { name: `Reject new bank details for ${newBankFor.name}` }));
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Reject new bank details' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Reason is required')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'The account is in another name.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent(`The new bank details of ${newBankFor.name} are rejected: the old ones stay.`);
    await waitFor(() => expect(list.queryByRole('article', { name: bankCard })).toBeNull());
    await expect(getMockDb().consultants.find((c) => c._id === newBankFor._id)?.bankDetails).toBe(newBankFor.bankDetails);
    await expect(getMockDb().approvals.find((a) => a.dataid === newBankFor.dataid)).toMatchObject({ status: 'rejected', reason: 'The account is in another name.' });
  },
};

/** Another operator decides it while this one's dialog is open: the dialog says so at once, and Approve is off. */
export const DecidedElsewhere: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement);
    await userEvent.click(within(list.getByRole('article', { name: bankCard })).getByRole('button', { name: `Approve new bank details for ${newBankFor.name}` }));
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Approve new bank details' }));
    // Aarav at another desk approves it first.
    await signInAs(aarav);
    const approvalId = getMockDb().approvals.find((a) => a.dataid === newBankFor.dataid)!._id;
    await expect((await post('approveChange', { approvalId })).status).toBe(200);
    await expect(await dialog.findByRole('status')).toHaveTextContent('This is no longer waiting: another operator decided it, or newer details took its place. Cancel and look again.');
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  },
};

/** Priya (finance) sees her own proposals waiting for another operator: no buttons, no approving her own. */
export const OwnProposal: Story = {
  globals: desktop,
  parameters: { role: 'finance' },
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement);
    for (const card of list.getAllByRole('article')) {
      await expect(within(card).getByText('Waiting for another operator: you proposed this.')).toBeVisible();
      await expect(within(card).queryByRole('button')).toBeNull();
    }
  },
};

/** Support may read what waits, never decide it: no buttons. */
export const AsSupport: Story = {
  globals: desktop,
  parameters: { role: 'support' },
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement);
    await expect(list.getAllByRole('article')).toHaveLength(2);
    await expect(list.queryAllByRole('button')).toHaveLength(0);
    await expect(list.queryByText(/Waiting for another operator/)).toBeNull();
  },
};

/** Nothing waits: said, and the menu has no count. */
export const Empty: Story = {
  globals: desktop,
  parameters: { mockDb: (db: Database) => db },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing is waiting for approval.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Approvals' })).toBeVisible();
  },
};

export const Loading: Story = {
  globals: desktop,
  parameters: { msw: { handlers: loading('approvals') } },
  play: async ({ canvasElement }) => {
    await tabListLoading(canvasElement, 'Approvals');
  },
};

export const Error: Story = {
  globals: desktop,
  parameters: { msw: { handlers: error('approvals', 'The approvals could not be read.') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The approvals could not be read.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};
