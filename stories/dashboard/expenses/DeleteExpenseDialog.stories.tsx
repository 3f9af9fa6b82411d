import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteExpenseDialog, PAYMENT_MARKED } from '../../../src/features/expenses/components/DeleteExpenseDialog';
import { aws, marketing } from './fixtures';

const meta = {
  title: 'Dashboard/Expenses/DeleteExpenseDialog',
  component: DeleteExpenseDialog,
  args: { target: { kind: 'type', expense: aws }, asked: null, pending: false, error: null, blocked: null, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof DeleteExpenseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name: string) => within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name }));

/** It names the type, how many payments go with it and what they add up to. */
export const DeleteType: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement, 'Delete expense type');
    await expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent('AWS Hosting will be deleted. Its 5 payments (₹1,10,765 in all) go with it. This cannot be undone.');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete expense type' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const DeleteTypeWithOnePayment: Story = {
  args: { target: { kind: 'type', expense: { ...marketing, payments: [{ date: '2026-11-10', amount: 500, isPaid: true, paidOn: '2026-11-11' }] } } },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement, 'Delete expense type').getByText(/will be deleted/).closest('p')).toHaveTextContent('Marketing will be deleted. Its 1 payment (₹500 in all) goes with it.');
  },
};

export const DeleteTypeWithoutPayments: Story = {
  args: { target: { kind: 'type', expense: marketing } },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement, 'Delete expense type').getByText(/will be deleted/).closest('p')).toHaveTextContent('Marketing will be deleted. It has no payments.');
  },
};

/** A colleague added a payment to the type while this was open: the dialog names what goes now and what it had. */
export const TypeChangedMeanwhile: Story = {
  args: {
    asked: { kind: 'type', expense: aws },
    target: { kind: 'type', expense: { ...aws, payments: [...aws.payments, { date: '2026-11-25', amount: 999, isPaid: false, paidOn: null }] } },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement, 'Delete expense type');
    await expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent('AWS Hosting will be deleted. Its 6 payments (₹1,11,764 in all) go with it.');
    await expect(dialog.getByRole('status')).toHaveTextContent('It changed since you opened this: it had 5 payments (₹1,10,765 in all).');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete expense type' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** It names the payment by amount and date, whether it was paid, and its type. */
export const DeletePayment: Story = {
  args: { target: { kind: 'payment', expense: aws, paymentIndex: 3, payment: aws.payments[3]! } },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement, 'Delete payment');
    await expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent('The payment of ₹24,414 of 1 Sept (not paid) will be deleted from AWS Hosting.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * A colleague marked the payment paid while this was open: the dialog says how it stands now,
 * the reason it waits (the page's `blocked`), and its confirm stays off.
 */
export const PaymentMarkedPaidMeanwhile: Story = {
  args: {
    asked: { kind: 'payment', expense: aws, paymentIndex: 3, payment: aws.payments[3]! },
    target: {
      kind: 'payment',
      expense: { ...aws, payments: aws.payments.map((payment, index) => (index === 3 ? { ...payment, isPaid: true, paidOn: '2026-11-03' } : payment)) },
      paymentIndex: 3,
      payment: aws.payments[3]!,
    },
    blocked: PAYMENT_MARKED(true),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement, 'Delete payment');
    await expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent('The payment of ₹24,414 of 1 Sept (paid) will be deleted from AWS Hosting.');
    await expect(dialog.getByText('This payment has been marked paid since you opened this. Cancel and look again.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete payment' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'Delete expense type');
    await expect(dialog.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server's reason; the dialog stays open to try again or cancel. */
export const Failed: Story = {
  args: { error: 'No expense type has the id 6a210d58aec672cf5ae9c1ad.' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'Delete expense type');
    await expect(dialog.getByRole('alert')).toHaveTextContent('No expense type has the id 6a210d58aec672cf5ae9c1ad.');
    await expect(dialog.getByRole('button', { name: 'Delete expense type' })).toBeEnabled();
  },
};
