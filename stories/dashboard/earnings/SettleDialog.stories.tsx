import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import seed from '../../../db.json';
import { SettleDialog } from '../../../src/features/earnings/components/SettleDialog';

const withBank = seed.consultants.find((c) => c.name === 'Bhavna Bhatia');
const withoutBank = seed.consultants.find((c) => c.name === 'Harpreet Ghosh');
if (!withBank || !withoutBank) throw new Error('db.json lacks the consultants these stories show');

const meta = {
  title: 'Dashboard/Earnings/SettleDialog',
  component: SettleDialog,
  args: { target: withBank, pending: false, error: null, onConfirm: fn(), onClose: fn() },
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
  args: { target: withoutBank },
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
