import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../../db.json';
import type { Database } from '../../../src/api/backend/db';
import { liveEventOf } from '../../../src/api/backend/live';
import { firstAnswerLost, getMockDb, setMockDb } from '../../../src/api/mocks';
import { findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import { liveUpdatesOff, publishMockChange } from '../../../src/api/mocks/live';
import { notifications, screenOf } from '../../helpers';
import { NO_EXPENSE_TYPES } from '../../../src/features/expenses/components/ExpenseList';

/**
 * /dashboard/expenses where a payment could be added twice (two operators recording the same
 * bill, or a retry after an answer lost on the way back) or deleted after a colleague marked it
 * paid. Money is never added twice by accident, and a record of money paid never goes unseen.
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

const aws = seed.companyExpenses.find((expense) => expense.expenseType === 'AWS Hosting')!;
/** AWS Hosting's payment of 1 Sept, not paid in the seed (ids come from the place when read). */
const september = { index: 3, id: `${aws._id}-4`, name: '₹24,414 of 1 Sept' };
const septemberInData = () => getMockDb().companyExpenses.find((expense) => expense._id === aws._id)!.payments.find((payment) => payment._id === september.id);

/** A colleague marks AWS Hosting's payment of 1 Sept paid, through the backend this tab uses. */
async function colleagueMarksSeptemberPaid() {
  const answer = await fetch(routeUrl(findRoute('togglePayment')), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ expenseId: aws._id, paymentIndex: september.index, paymentId: september.id, isPaid: true }),
  });
  await expect(answer.status).toBe(200);
}

async function askToDeleteSeptember(canvasElement: HTMLElement) {
  const scope = within(await within(canvasElement).findByRole('article', { name: 'AWS Hosting' }));
  await userEvent.click(scope.getByRole('button', { name: `Delete payment ${september.name}` }));
  const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete payment' }));
  await expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent(`The payment of ${september.name} (not paid) will be deleted from AWS Hosting.`);
  return dialog;
}

/**
 * A colleague marks the payment paid while this operator's Delete payment is open: the live update
 * reaches the dialog, which says so at once and keeps its confirm off. Nothing is deleted.
 */
export const PaymentMarkedPaidWhileDeleting: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askToDeleteSeptember(canvasElement);
    await colleagueMarksSeptemberPaid();
    await expect(await dialog.findByText('This payment has been marked paid since you opened this. Cancel and look again.')).toBeVisible();
    await expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent(`The payment of ${september.name} (paid) will be deleted from AWS Hosting.`);
    await expect(dialog.getByRole('button', { name: 'Delete payment' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(septemberInData()).toMatchObject({ isPaid: true, paidOn: '2026-11-03' });
  },
};

/**
 * The same, with live updates off: this tab hears nothing, so the delete goes out saying the
 * payment was not paid, and the backend refuses it (409) naming who changed the type, when, and
 * how the payment stands now. Nothing is deleted, the dialog shows the payment as it is, and
 * Delete payment is off, as when the change is heard live: Cancel, look, then delete knowingly.
 */
export const PaymentMarkedPaidUnheard: Story = {
  parameters: { msw: { handlers: liveUpdatesOff } },
  play: async ({ canvasElement }) => {
    const dialog = await askToDeleteSeptember(canvasElement);
    await colleagueMarksSeptemberPaid();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete payment' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      /^.+ changed AWS Hosting at 3 Nov 2026, .+ IST: the payment of ₹24,414 dated 1 Sept 2026 is now paid \(on 3 Nov 2026\)\. Nothing was deleted: look again, then delete or cancel\.$/,
    );
    await waitFor(() => expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent(`The payment of ${september.name} (paid) will be deleted from AWS Hosting.`));
    await expect(septemberInData()).toMatchObject({ isPaid: true });
    await expect(dialog.getByRole('button', { name: 'Delete payment' })).toBeDisabled();
  },
};

/**
 * The colleague deletes Marketing, as their call reaches the backend: the type leaves the data, the
 * activity log names them, and every open tab hears both on the live stream.
 */
function colleagueDeletesMarketing() {
  const before = getMockDb();
  const at = new Date();
  const after: Database = {
    ...before,
    companyExpenses: before.companyExpenses.filter((expense) => expense._id !== marketing._id),
    activity: [
      ...before.activity,
      { _id: 'activity-colleague-deletes', at: at.toISOString(), operatorId: second._id, operator: second.name, action: 'deleteExpense', target: { kind: 'expense type', id: marketing._id, name: 'Marketing' }, changes: [], detail: null },
    ],
  };
  setMockDb(after);
  publishMockChange(liveEventOf('deleteExpense', before, after, at));
}

/**
 * A colleague deletes Marketing while this operator types a payment into it: the card keeps its
 * place (nothing slides under the pointer), faded, and says who deleted it, when, and that the
 * typing was not added; focus goes to that note. Dismiss takes the card away.
 */
export const TypeDeletedByAColleagueWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const scope = await card(canvasElement);
    const article = within(canvasElement).getByRole('article', { name: 'Marketing' });
    const salaries = within(canvasElement).getByRole('article', { name: 'Salaries' });
    const placeOf = (element: HTMLElement) => `${element.offsetLeft},${element.offsetTop}`;
    const placeBefore = placeOf(salaries);
    await userEvent.type(scope.getByLabelText(/^Payment date/), '2026-11-20');
    await userEvent.type(scope.getByLabelText(/^Amount/), '5000');
    colleagueDeletesMarketing();
    const note = await scope.findByRole('status');
    await expect(note).toHaveTextContent(new RegExp(`^${second.name} deleted Marketing at 3 Nov 2026, 3:\\d\\d pm IST\\. What you typed for a new payment was not added\\.Dismiss$`));
    await expect(note.querySelector('p')).toHaveFocus();
    await expect(within(canvasElement).getByRole('article', { name: 'Marketing' })).toBe(article);
    await expect(placeOf(salaries)).toBe(placeBefore);
    await expect(scope.getByRole('button', { name: 'Add payment' }).closest('[inert]')).not.toBeNull();
    await expect(scope.getByLabelText(/^Amount/)).toHaveValue(5000);
    await userEvent.click(scope.getByRole('button', { name: 'Dismiss Marketing' }));
    await expect(within(canvasElement).queryByRole('article', { name: 'Marketing' })).not.toBeInTheDocument();
    // Tab goes on from the list of types, not from the page's start.
    await expect(salaries.parentElement).toHaveFocus();
  },
};

/**
 * The only type on screen is deleted by a colleague: its card keeps its place with the note, as
 * any other would, instead of the list turning to its empty state under the operator. Dismiss
 * leaves the empty state, with focus where the list was.
 */
export const LastTypeDeletedByAColleague: Story = {
  parameters: {
    mockDb: (db: Database) => {
      db.companyExpenses = db.companyExpenses.filter((expense) => expense._id === marketing._id);
    },
  },
  play: async ({ canvasElement }) => {
    const scope = await card(canvasElement);
    colleagueDeletesMarketing();
    await expect(await scope.findByRole('status')).toHaveTextContent(new RegExp(`^${second.name} deleted Marketing at 3 Nov 2026, 3:\\d\\d pm IST\\.Dismiss$`));
    await expect(within(canvasElement).queryByText(NO_EXPENSE_TYPES)).not.toBeInTheDocument();
    await userEvent.click(scope.getByRole('button', { name: 'Dismiss Marketing' }));
    const empty = await within(canvasElement).findByText(NO_EXPENSE_TYPES);
    await expect(empty.closest('[tabindex="-1"]')).toHaveFocus();
  },
};

/**
 * Typing left on a type deleted elsewhere, and dismissed, stays with that type: a new type of the
 * same name starts with an empty payment form.
 */
export const NewTypeOfTheSameNameStartsEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scope = await card(canvasElement);
    await userEvent.type(scope.getByLabelText(/^Amount/), '5000');
    colleagueDeletesMarketing();
    await userEvent.click(await scope.findByRole('button', { name: 'Dismiss Marketing' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Expense type name/ }), 'Marketing');
    await userEvent.click(canvas.getByRole('button', { name: 'Add expense type' }));
    const again = await card(canvasElement);
    await expect(again.getByLabelText(/^Amount/)).toHaveValue(null);
    await expect(again.getByLabelText(/^Payment date/)).toHaveValue('');
  },
};
