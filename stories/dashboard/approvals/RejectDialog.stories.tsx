import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RejectDialog } from '../../../src/features/approvals/components/RejectDialog';
import { bankDetailsApproval, settlementApproval } from './approvalFixtures';

const meta = {
  title: 'Dashboard/Approvals/RejectDialog',
  component: RejectDialog,
  args: { target: bankDetailsApproval, pending: false, error: null, blocked: null, onReject: fn(), onClose: fn() },
} satisfies Meta<typeof RejectDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name = 'Reject new bank details') => within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name }));

/** A reason is required: Reject without one says so at the field, and nothing is sent. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Reason is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** With a reason, Reject sends it; the old details stay, and the dialog says so. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByText(/keeps the bank details they have now/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'The IFSC is not HDFC’s.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith('The IFSC is not HDFC’s.');
  },
};

/** A settlement rejected is not paid: the earnings stay to be settled. */
export const Settlement: Story = {
  args: { target: settlementApproval },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'Reject settlement');
    await expect(dialog.getByText(/^Nothing is paid to/)).toHaveTextContent('Nothing is paid to Kritika Bose: their earnings stay to be settled. Say why you reject the settlement of ₹2,49,535 Priya Nair proposed.');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Rejecting…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The backend refused it: the reason stays typed, with why. */
export const Failed: Story = {
  args: { error: 'The change could not be saved. Nothing was changed; please try again.' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('The change could not be saved. Nothing was changed; please try again.');
    await userEvent.keyboard('{Escape}');
  },
};
