import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import seed from '../../../db.json';
import { nothingToSettle, SettleDialog } from '../../../src/features/earnings/components/SettleDialog';

const withBank = seed.consultants.find((c) => c.name === 'Bhavna Bhatia');
const withoutBank = seed.consultants.find((c) => c.name === 'Harpreet Ghosh');
if (!withBank || !withoutBank) throw new Error('db.json lacks the consultants these stories show');

const meta = {
  title: 'Dashboard/Earnings/SettleDialog',
  component: SettleDialog,
  args: { target: withBank, asked: withBank, pending: false, error: null, blocked: null, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof SettleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** It says how much, to whom and to which account before anything is sent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' });
    await expect(dialog).toHaveTextContent('₹15,642.10');
    await expect(dialog).toHaveTextContent('Bhavna Bhatia (CRT98G65GLQI)');
    await expect(dialog).toHaveTextContent('A/C 277531');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settle ₹15,642.10' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const NoBankDetails: Story = {
  args: { target: withoutBank, asked: withoutBank },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' });
    await expect(dialog).toHaveTextContent('Not set');
    await expect(dialog).toHaveTextContent('No bank details are set');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' });
    await expect(within(dialog).getByRole('button', { name: 'Settling…' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'The bank is not answering. Nothing was settled.' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The bank is not answering. Nothing was settled.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The earnings grew while the dialog was open: the button offers the new sum and the dialog says what it was. */
export const AmountChanged: Story = {
  args: { target: { ...withBank, earnings: '16142.10' } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('The amount changed since you opened this: it was ₹15,642.10.');
    await userEvent.click(dialog.getByRole('button', { name: 'Settle ₹16,142.10' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Another operator changed where the money goes while the dialog was open: it shows the new details and says what they were. */
export const BankDetailsChanged: Story = {
  args: { target: { ...withBank, bankDetails: 'ICICI Bank\nA/C 999988887777' } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' }));
    await expect(dialog.getByText('Bank details').nextElementSibling).toHaveTextContent('ICICI Bank A/C 999988887777', { normalizeWhitespace: true });
    await expect(dialog.getByRole('status')).toHaveTextContent(`The bank details changed since you opened this: they were ${(withBank.bankDetails ?? '').split('\n').join(' ')}`);
    await expect(dialog.queryByText(/The amount changed/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Settle ₹15,642.10' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Bank details first set while the dialog was open: what they were is 'not set'. */
export const BankDetailsSetMeanwhile: Story = {
  args: { asked: withoutBank, target: { ...withoutBank, bankDetails: 'HDFC Bank\nA/C 1234567890' } },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('The bank details changed since you opened this: they were not set.');
    await expect(dialog.queryByText(/No bank details are set/)).toBeNull();
  },
};

const longBank = { ...withBank, bankDetails: `IBAN ${'DE89370400440532013000'.repeat(91)}`.slice(0, 2000) };

/** Bank details as long as they may be (2,000 characters), some without a space, on a phone: they wrap inside the dialog, which scrolls as a whole from its title to its buttons. */
export const LongBankDetailsOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { target: longBank, asked: longBank },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(body.getByRole('dialog', { name: 'Settle payment' }));
    const heading = dialog.getByRole('heading', { name: 'Settle payment' });
    const details = dialog.getByText(/^IBAN /);
    // Nothing runs out of the panel sideways: the text breaks inside its column.
    await expect(details.scrollWidth).toBeLessThanOrEqual(details.clientWidth);
    await expect(details.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    // The title is on screen first; the buttons are reached by scrolling the dialog.
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    const settle = dialog.getByRole('button', { name: 'Settle ₹15,642.10' });
    settle.scrollIntoView({ block: 'end' });
    await expect(settle.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientHeight);
    await expect(settle).toBeVisible();
  },
};

/** Another operator settled them while the dialog was open: it says so, and nothing can be sent. */
export const SettledElsewhere: Story = {
  args: { target: { ...withBank, earnings: '0' }, blocked: nothingToSettle(withBank) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' }));
    await expect(dialog.getByRole('status')).toHaveTextContent(`${withBank.name} has no earnings to settle now: they may have been settled elsewhere since you opened this. Cancel and look again.`);
    await expect(dialog.queryByText(/The amount changed/)).toBeNull();
    // What there was to settle when it opened; nothing claims a payment of ₹0 would be recorded.
    await expect(dialog.getByText(/^When you opened this,/)).toHaveTextContent(`When you opened this, ${withBank.name} had ₹15,642.10 to settle.`);
    await expect(dialog.queryByText(/This records a payment/)).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Settle ₹0' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const large = seed.consultants.find((c) => c.name === 'Kritika Bose');
if (!large) throw new Error('db.json lacks Kritika Bose');

/** Issue 48: above the threshold (₹1,00,000), the dialog says the settlement waits for a second operator before it is paid. */
export const AboveThreshold: Story = {
  args: { target: large, asked: large, settleApprovalAbove: 100_000 },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' }));
    await expect(dialog.getByText(/^This proposes a payment of/)).toHaveTextContent('This proposes a payment of ₹2,49,535 to Kritika Bose: once another operator approves it, it is recorded and their realised earnings are set to ₹0.');
    await expect(dialog.getByText('Above ₹1,00,000, a second operator approves a settlement before it is recorded as paid: this one will wait in Approvals.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Settle ₹2,49,535' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** At or below the threshold nothing more is said: it is paid at once. */
export const AtOrBelowThreshold: Story = {
  args: { settleApprovalAbove: 15_642.1 },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' }));
    await expect(dialog.getByText(/^This records a payment of/)).toBeVisible();
    await expect(dialog.queryByText(/a second operator approves/)).toBeNull();
  },
};

/** Issue 48: new bank details wait for approval: nothing can be settled until they are decided, and the dialog says so in the backend's words. */
export const BankDetailsWaiting: Story = {
  args: {
    target: { ...withBank, pendingBankDetails: { approvalId: 'approval-1', bankDetails: 'HDFC Bank\nA/C 1', proposedBy: seed.operators[1]!._id, proposedByName: 'Priya Nair', proposedAt: '2026-11-03T08:45:00.000Z' } },
    blocked: 'Bank details changed by Priya Nair at 3 Nov 2026, 2:15 pm IST are waiting for approval.',
  },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Settle payment' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Bank details changed by Priya Nair at 3 Nov 2026, 2:15 pm IST are waiting for approval.');
    await expect(dialog.getByRole('button', { name: 'Settle ₹15,642.10' })).toBeDisabled();
  },
};
