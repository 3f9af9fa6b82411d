import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApproveDialog } from '../../../src/features/approvals/components/ApproveDialog';
import { bankDetailsApproval, settlementApproval } from './approvalFixtures';

const meta = {
  title: 'Dashboard/Approvals/ApproveDialog',
  component: ApproveDialog,
  args: { target: bankDetailsApproval, asked: bankDetailsApproval, pending: false, error: null, blocked: null, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof ApproveDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name: string) => within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name }));

/** Approving new bank details says they are what settlements pay from now on. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement, 'Approve new bank details');
    await expect(dialog.getByText(/will pay these bank details from now on/)).toHaveTextContent('Settlements to Pooja Ghosh will pay these bank details from now on:');
    await expect(dialog.getByText(/^HDFC Bank/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Approving a settlement records it as paid: the dialog says how much, to whom and where. */
export const Settlement: Story = {
  args: { target: settlementApproval, asked: settlementApproval },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'Approve settlement');
    await expect(dialog.getByText(/^This records a payment of/)).toHaveTextContent('This records a payment of ₹2,49,535 to Kritika Bose and sets their realised earnings to ₹0. It pays:');
    await expect(dialog.getByRole('button', { name: 'Approve and settle ₹2,49,535' })).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'Approve new bank details');
    await expect(dialog.getByRole('button', { name: 'Approving…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The backend refused it (decided elsewhere meanwhile): the reason, and the dialog stays. */
export const Refused: Story = {
  args: { error: 'Aarav Mehta already approved this at 3 Nov 2026, 2:50 pm IST.' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'Approve new bank details');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Aarav Mehta already approved this at 3 Nov 2026, 2:50 pm IST.');
  },
};
