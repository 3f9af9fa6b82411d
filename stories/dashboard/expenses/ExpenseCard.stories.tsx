import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { queries } from 'storybook/test';
import { ExpenseCard } from '../../../src/features/expenses/components/ExpenseCard';
import { aws, marketing, rent } from './fixtures';

/** What `within` answers for one element. */
type Canvas = ReturnType<typeof within<typeof queries>>;

const meta = {
  title: 'Dashboard/Expenses/ExpenseCard',
  component: ExpenseCard,
  args: { expense: aws, busy: false, onAddPayment: fn(async () => true), onTogglePayment: fn(), onDeletePayment: fn(), onDelete: fn() },
} satisfies Meta<typeof ExpenseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const sum = (canvas: Canvas, label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Total, paid and unpaid sums of the payments, and each payment with its own buttons. */
export const SomePaid: Story = {
  play: async ({ canvas, args }) => {
    const card = within(canvas.getByRole('article', { name: 'AWS Hosting' }));
    await expect(sum(card, 'Total')).toHaveTextContent('₹1,10,765');
    await expect(sum(card, 'Paid')).toHaveTextContent('₹64,892');
    await expect(sum(card, 'Unpaid')).toHaveTextContent('₹45,873');
    const payments = within(card.getByRole('list', { name: 'Payments of AWS Hosting' })).getAllByRole('listitem');
    await expect(payments).toHaveLength(5);
    await userEvent.click(within(payments[3]!).getByRole('button', { name: /^Mark paid/ }));
    await expect(args.onTogglePayment).toHaveBeenCalledWith(3);
    await userEvent.click(within(payments[0]!).getByRole('button', { name: /^Delete/ }));
    await expect(args.onDeletePayment).toHaveBeenCalledWith(0);
    await userEvent.click(card.getByRole('button', { name: 'Delete type AWS Hosting' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const AllPaid: Story = {
  args: { expense: rent },
  play: async ({ canvas }) => {
    await expect(sum(canvas, 'Total')).toHaveTextContent('₹4,25,000');
    await expect(sum(canvas, 'Paid')).toHaveTextContent('₹4,25,000');
    await expect(sum(canvas, 'Unpaid')).toHaveTextContent('₹0');
    await expect(canvas.queryByText('Not paid')).not.toBeInTheDocument();
  },
};

/** SPEC.md: 'No payments added yet.' */
export const NoPayments: Story = {
  args: { expense: marketing },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payments added yet.')).toBeVisible();
    await expect(sum(canvas, 'Total')).toHaveTextContent('₹0');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A payment typed into the card goes to onAddPayment as a number of rupees. */
export const AddPayment: Story = {
  args: { expense: marketing },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Payment date/), '2026-11-15');
    await userEvent.type(canvas.getByLabelText(/^Amount/), '12500.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Add payment' }));
    await expect(args.onAddPayment).toHaveBeenCalledWith({ date: '2026-11-15', amount: 12500.5, isPaid: false, paidOn: null }, { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string });
  },
};

/** A change to this type is under way: every button of the card waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'AWS Hosting' })).toHaveAttribute('aria-busy', 'true');
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** A type named with 100 characters and no space, on a phone: the name wraps inside the card, which stays as wide as the screen. */
export const LongNameOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { expense: { ...marketing, expenseType: 'Marketingspend'.repeat(8).slice(0, 100) } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: /^Marketingspend/ });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(card.ownerDocument.documentElement.clientWidth);
    await expect(within(card).getByRole('button', { name: /^Delete type Marketingspend/ })).toBeVisible();
  },
};

/**
 * Deleted elsewhere while shown (another operator, another tab): the card keeps its place,
 * faded, says who deleted it and when, and offers nothing but Dismiss.
 */
export const DeletedElsewhere: Story = {
  args: { expense: aws, gone: 'Priya Nair deleted AWS Hosting at 3 Nov 2026, 3:05 pm IST.', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'AWS Hosting' });
    await expect(within(card).getByRole('status')).toHaveTextContent(/^Priya Nair deleted AWS Hosting at 3 Nov 2026, 3:05 pm IST\.Dismiss$/);
    // Nothing of the type can be pressed or typed into: its payments and form are inert.
    await expect(within(card).getByRole('button', { name: 'Delete type AWS Hosting' }).closest('[inert]')).not.toBeNull();
    await expect(within(card).getByRole('button', { name: 'Add payment' }).closest('[inert]')).not.toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss AWS Hosting' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The same on a phone for a type whose name is one long word: the note breaks it, and the page does not scroll sideways. */
export const DeletedElsewhereLongNameOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    expense: { ...marketing, expenseType: 'Q'.repeat(60) },
    gone: `Priya Nair deleted ${'Q'.repeat(60)} at 3 Nov 2026, 3:05 pm IST.`,
    onDismiss: fn(),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Q'.repeat(60) });
    const note = within(card).getByRole('status');
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(card.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(card.ownerDocument.documentElement.clientWidth);
    await expect(within(note).getByRole('button', { name: `Dismiss ${'Q'.repeat(60)}` })).toBeVisible();
  },
};
