import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentRow } from '../../../src/features/expenses/components/PaymentRow';
import { aws } from './fixtures';

const [paid, , , unpaid] = aws.payments;
if (!paid?.isPaid || !unpaid || unpaid.isPaid) throw new Error('AWS Hosting in db.json no longer has a paid first and an unpaid fourth payment');

const meta = {
  title: 'Dashboard/Expenses/PaymentRow',
  component: PaymentRow,
  decorators: [
    (Story) => (
      <ul aria-label="Payments">
        <Story />
      </ul>
    ),
  ],
  args: { payment: unpaid, busy: false, onToggle: fn(), onDelete: fn() },
} satisfies Meta<typeof PaymentRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {
  play: async ({ canvas, args }) => {
    const row = within(canvas.getByRole('listitem'));
    await expect(row.getByText('₹24,414')).toBeVisible();
    await expect(row.getByText('1 Sept')).toBeVisible();
    await expect(row.getByText('Not paid')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Mark paid: ₹24,414 of 1 Sept' }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
    await userEvent.click(row.getByRole('button', { name: 'Delete payment ₹24,414 of 1 Sept' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** Paid shows the day it was paid on, and can be marked unpaid again. */
export const Paid: Story = {
  args: { payment: paid },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Paid on 3 Jun')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Mark unpaid/ }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** While a change to its type is under way, nothing can be pressed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /^Mark paid/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Delete/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Mark paid/ }), { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
