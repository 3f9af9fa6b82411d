import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Database } from '../../../src/api/backend/db';
import { firstAnswerLost, getMockDb } from '../../../src/api/mocks';
import { notifications } from '../../helpers';

/**
 * /dashboard/expenses where a payment could be added twice: by two operators recording the same
 * bill, or by a retry after an answer lost on the way back. Money is never added twice by accident.
 */
const meta = {
  title: 'Pages/Dashboard/ExpensesTogether',
  parameters: { deeplink: { path: '/dashboard/expenses' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const second = seed.operators[1]!;
const marketing = seed.companyExpenses.find((expense) => expense.expenseType === 'Marketing')!;
const sentKeys: Array<string | null> = [];

const card = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('article', { name: 'Marketing' }));
const paymentsInData = () => getMockDb().companyExpenses.find((expense) => expense._id === marketing._id)!.payments;

async function addPayment(scope: Awaited<ReturnType<typeof card>>, date: string, amount: string) {
  await userEvent.type(scope.getByLabelText(/^Payment date/), date);
  await userEvent.type(scope.getByLabelText(/^Amount/), amount);
  await userEvent.click(scope.getByRole('button', { name: 'Add payment' }));
}

/** Another operator added the same bill two minutes ago: nothing is added until this one says it is another payment. */
export const SamePaymentAddedMeanwhile: Story = {
  parameters: {
    mockDb: (db: Database) => {
      const expense = db.companyExpenses.find((entry) => entry._id === marketing._id)!;
      const addedAt = new Date(Date.now() - 2 * 60_000).toISOString();
      expense.payments = [{ _id: 'p-meanwhile', date: '2026-11-15', amount: 12500.5, isPaid: false, paidOn: null, addedBy: second._id, addedAt }];
      expense.total = 12500.5;
    },
  },
  play: async ({ canvasElement }) => {
    const scope = await card(canvasElement);
    await addPayment(scope, '2026-11-15', '12500.50');
    await expect(await scope.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${second.name} added ₹12,500\\.50 dated 15 Nov 2026 to Marketing at 3 Nov 2026, 2:5\\d pm IST\\. Add it again only if it is another payment\\.`),
    );
    await expect(paymentsInData()).toHaveLength(1);
    await expect(scope.getByLabelText(/^Amount/)).toHaveValue(12500.5);
    await userEvent.click(scope.getByRole('button', { name: 'Add it again anyway' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('Payment added to Marketing.');
    await expect(paymentsInData()).toHaveLength(2);
    await expect(scope.getByLabelText(/^Amount/)).toHaveValue(null);
  },
};

/** The answer to Add payment is lost although the payment was added: Add payment again adds nothing new, and says so. */
export const RetryAfterALostAnswerAddsOnce: Story = {
  beforeEach: () => {
    sentKeys.length = 0;
  },
  parameters: { msw: { handlers: firstAnswerLost('addExpensePayment', sentKeys) } },
  play: async ({ canvasElement }) => {
    const scope = await card(canvasElement);
    await addPayment(scope, '2026-11-15', '12500.50');
    await expect(await scope.findByRole('alert')).toHaveTextContent('The gateway timed out.');
    await userEvent.click(scope.getByRole('button', { name: 'Add payment' }));
    await expect(await (await notifications(canvasElement)).findByRole('status')).toHaveTextContent('That payment was already added to Marketing.');
    await expect(sentKeys).toHaveLength(2);
    await expect(sentKeys[0]).toMatch(/^[0-9a-f]{32}$/);
    await expect(sentKeys[1]).toBe(sentKeys[0]);
    await expect(paymentsInData()).toHaveLength(1);
    await expect(scope.getAllByRole('listitem')).toHaveLength(1);
  },
};
