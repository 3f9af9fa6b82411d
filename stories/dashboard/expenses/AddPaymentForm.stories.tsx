import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { queries, within } from 'storybook/test';
import { ApiError } from '../../../src/api/http';
import type { AddPaymentBody } from '../../../src/api/schemas';
import { AddPaymentForm, type PaymentAttempt } from '../../../src/features/expenses/components/AddPaymentForm';

/** What `within` answers for one element. */
type Canvas = ReturnType<typeof within<typeof queries>>;

/** SPEC.md section 5, word for word. */
const NEEDS_DATE_AND_AMOUNT = 'Please provide a date and amount for the payment.';

const meta = {
  title: 'Dashboard/Expenses/AddPaymentForm',
  component: AddPaymentForm,
  args: { expenseType: 'AWS Hosting', expenseId: 'expense-aws-hosting', busy: false, onAdd: fn(async () => true) },
} satisfies Meta<typeof AddPaymentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const dateBox = (canvas: Canvas) => canvas.getByLabelText(/^Payment date/);
const amountBox = (canvas: Canvas) => canvas.getByLabelText(/^Amount/);
const add = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Add payment' }));

export const NothingTyped: Story = {
  play: async ({ canvas, args }) => {
    await add(canvas);
    await expect(await canvas.findByText(NEEDS_DATE_AND_AMOUNT)).toBeVisible();
    await expect(dateBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(dateBox(canvas)).toHaveAccessibleDescription(NEEDS_DATE_AND_AMOUNT);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const NoAmount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(dateBox(canvas), '2026-11-15');
    await add(canvas);
    await expect(amountBox(canvas)).toHaveAccessibleDescription(NEEDS_DATE_AND_AMOUNT);
    await expect(dateBox(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const NoDate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(amountBox(canvas), '500');
    await add(canvas);
    await expect(dateBox(canvas)).toHaveAccessibleDescription(NEEDS_DATE_AND_AMOUNT);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The amount is a positive number of rupees, in whole paise. */
export const AmountNotPositive: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(dateBox(canvas), '2026-11-15');
    await userEvent.type(amountBox(canvas), '0');
    await add(canvas);
    await expect(amountBox(canvas)).toHaveAccessibleDescription('The amount must be greater than zero');
    await userEvent.clear(amountBox(canvas));
    await userEvent.type(amountBox(canvas), '-20');
    await add(canvas);
    await expect(amountBox(canvas)).toHaveAccessibleDescription('The amount must be greater than zero');
    await userEvent.clear(amountBox(canvas));
    await userEvent.type(amountBox(canvas), '10.005');
    await add(canvas);
    await expect(amountBox(canvas)).toHaveAccessibleDescription('The amount can have at most two decimal places (paise)');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Sent as rupees; the form empties for the next one. */
export const Adds: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(dateBox(canvas), '2026-11-15');
    await userEvent.type(amountBox(canvas), '21459.75');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Already paid' }));
    await add(canvas);
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith({ date: '2026-11-15', amount: 21459.75, isPaid: true, paidOn: null }, { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string });
    await expect(amountBox(canvas)).toHaveValue(null);
    await expect(canvas.getByRole('checkbox', { name: 'Already paid' })).not.toBeChecked();
  },
};

/** The backend's reason for a field lands on that field; what was typed stays. */
export const RefusedByBackend: Story = {
  args: {
    onAdd: fn(async () => {
      throw new ApiError('http', 'The payment date is not a valid date', '/api/company-expenses/AWS%20Hosting/add-payment', {
        status: 400,
        issues: [{ path: 'date', message: 'The payment date is not a valid date' }],
      });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(dateBox(canvas), '2026-11-15');
    await userEvent.type(amountBox(canvas), '500');
    await add(canvas);
    await expect(await canvas.findByText('The payment date is not a valid date')).toBeVisible();
    await expect(dateBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(amountBox(canvas)).toHaveValue(500);
  },
};

/** Any other failure is said under the form; nothing is cleared. */
export const AddFails: Story = {
  args: {
    onAdd: fn(async () => {
      throw new ApiError('http', 'The server had a problem. Please try again later.', '/x', { status: 500 });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(dateBox(canvas), '2026-11-15');
    await userEvent.type(amountBox(canvas), '500');
    await add(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again later.');
    await expect(dateBox(canvas)).toHaveValue('2026-11-15');
  },
};

const neverReaches = fn(async (_payment: AddPaymentBody, _attempt: PaymentAttempt): Promise<boolean> => {
  throw new ApiError('network', 'Could not reach the server. Check your connection and try again.', '/x');
});

/** A failed add tried again goes with the same key (the backend answers a payment it already has); other values are another payment, with a new key. */
export const RetryKeepsTheKey: Story = {
  args: { onAdd: neverReaches },
  play: async ({ canvas }) => {
    neverReaches.mockClear();
    await userEvent.type(dateBox(canvas), '2026-11-15');
    await userEvent.type(amountBox(canvas), '500');
    await add(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    await add(canvas);
    await userEvent.type(amountBox(canvas), '0');
    await add(canvas);
    const keys = neverReaches.mock.calls.map(([, attempt]) => attempt.idempotencyKey);
    await expect(keys).toHaveLength(3);
    await expect(keys[1]).toBe(keys[0]);
    await expect(keys[2]).not.toBe(keys[0]);
    await expect(neverReaches.mock.calls[2]![0]).toMatchObject({ amount: 5000 });
  },
};

const ADDED_MEANWHILE = 'Priya Nair added ₹500 dated 15 Nov 2026 to AWS Hosting at 3 Nov 2026, 2:58 pm IST. Add it again only if it is another payment.';

/** The same payment was just added to this type: the form says who added it, keeps what was typed, and adds it again only when asked. */
export const AddedMeanwhile: Story = {
  args: {
    onAdd: fn(async (payment: AddPaymentBody) => {
      if (payment.addAgain) return true;
      throw new ApiError('http', ADDED_MEANWHILE, '/x', { status: 409, answer: { message: ADDED_MEANWHILE, reason: 'addedMeanwhile' } });
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(dateBox(canvas), '2026-11-15');
    await userEvent.type(amountBox(canvas), '500');
    await add(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ADDED_MEANWHILE);
    await expect(amountBox(canvas)).toHaveValue(500);
    await expect(canvas.getByRole('button', { name: 'Add it again anyway' })).toBeEnabled();
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** Added again knowingly: the same payment goes with addAgain, and the form empties. */
export const AddedAgainAnyway: Story = {
  ...AddedMeanwhile,
  play: async ({ canvas, args }) => {
    await userEvent.type(dateBox(canvas), '2026-11-15');
    await userEvent.type(amountBox(canvas), '500');
    await add(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add it again anyway' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(2);
    await expect(args.onAdd).toHaveBeenLastCalledWith({ date: '2026-11-15', amount: 500, isPaid: false, paidOn: null, addAgain: true }, { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string });
    await expect(amountBox(canvas)).toHaveValue(null);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While another change to the type is under way the button waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add payment' })).toBeDisabled();
  },
};
