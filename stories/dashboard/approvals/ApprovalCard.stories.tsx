import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApprovalCard } from '../../../src/features/approvals/components/ApprovalCard';
import { bankDetailsApproval, settlementApproval } from './approvalFixtures';

const meta = {
  title: 'Dashboard/Approvals/ApprovalCard',
  component: ApprovalCard,
  args: { approval: bankDetailsApproval, offer: 'decide', busy: false, onApprove: fn(), onReject: fn() },
  decorators: [(Story) => <div className="max-w-3xl p-4">{Story()}</div>],
} satisfies Meta<typeof ApprovalCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** New bank details: whose, who proposed them and when, and the current and proposed details side by side; Approve and Reject. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const card = within(canvas.getByRole('article', { name: 'Pooja Ghosh: new bank details' }));
    await expect(card.getByText(/^Proposed by Priya Nair, /)).toBeVisible();
    await expect(card.getByText('Current bank details').nextElementSibling).toHaveTextContent(/^Kotak Mahindra Bank/);
    await expect(card.getByText('Proposed bank details').nextElementSibling).toHaveTextContent(/^HDFC Bank A\/C 50100012345678/);
    await userEvent.click(card.getByRole('button', { name: 'Approve new bank details for Pooja Ghosh' }));
    await expect(args.onApprove).toHaveBeenCalledWith(bankDetailsApproval);
    await userEvent.click(card.getByRole('button', { name: 'Reject new bank details for Pooja Ghosh' }));
    await expect(args.onReject).toHaveBeenCalledWith(bankDetailsApproval);
  },
};

/** A settlement above the threshold: the amount, and the bank details it pays. */
export const Settlement: Story = {
  args: { approval: settlementApproval },
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Kritika Bose: a settlement of ₹2,49,535' }));
    await expect(card.getByText('Amount to settle').nextElementSibling).toHaveTextContent('₹2,49,535');
    await expect(card.getByText('Paid to').nextElementSibling).toHaveTextContent(/^ICICI Bank/);
    await expect(card.getByRole('button', { name: 'Approve a settlement of ₹2,49,535 for Kritika Bose' })).toBeEnabled();
  },
};

/** One's own proposal: no buttons, it waits for another operator. */
export const OwnProposal: Story = {
  args: { offer: 'ownProposal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for another operator: you proposed this.')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** A role that may not approve (support) reads what waits, without buttons. */
export const ReadOnly: Story = {
  args: { offer: 'readOnly' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Pooja Ghosh: new bank details' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByText(/Waiting for another operator/)).toBeNull();
  },
};

/** A decision under way: both buttons wait, so nothing is sent twice. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** On a phone the two sides stack, the proposed under the current. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const current = canvas.getByText('Current bank details').parentElement!;
    const proposed = canvas.getByText('Proposed bank details').parentElement!;
    await expect(proposed.getBoundingClientRect().top).toBeGreaterThan(current.getBoundingClientRect().bottom - 1);
  },
};
