import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { queries } from 'storybook/test';
import seed from '../../../db.json';
import { empty, error, failTimes, loading, slow } from '../../../src/api/mocks';
import { findRoute, routeUrl } from '../../../src/api/mocks/handlers';
import { liveUpdatesOff } from '../../../src/api/mocks/live';
import { tabHeading } from '../../fixtures';
import { notifications, screenOf, tabListLoading } from '../../helpers';

/** What `within` answers for one element. */
type Canvas = ReturnType<typeof within<typeof queries>>;

/** The seed's sums, added up here (in paise) rather than taken from the app. */
const paise = (amount: number) => Math.round(amount * 100);
const seedPayments = seed.companyExpenses.flatMap((expense) => expense.payments);
const rupees = (amounts: number[]) => amounts.reduce((sum, amount) => sum + paise(amount), 0) / 100;
const seedTotal = rupees(seedPayments.map((payment) => payment.amount));
const seedPaid = rupees(seedPayments.filter((payment) => payment.isPaid).map((payment) => payment.amount));
const inr = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** /dashboard/expenses: company expense types, their payments (paid or not) and sums. */
const meta = {
  title: 'Pages/Dashboard/Expenses',
  parameters: { deeplink: { path: '/dashboard/expenses' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvas: Canvas, name: string) => within(await canvas.findByRole('article', { name }));
const sumOf = (scope: Canvas, label: string) => scope.getByText(label, { selector: 'dt' }).nextElementSibling;
const paymentsOf = (scope: Canvas) => scope.queryAllByRole('listitem');
const toast = async (canvasElement: HTMLElement, role: 'status' | 'alert') => (await notifications(canvasElement)).findByRole(role);

/** Every type from /api/company-expenses as a card, with the sums of all of them. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Company Expenses') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Company Expenses' })).toBeVisible();
    await card(canvas, seed.companyExpenses[0]!.expenseType);
    await expect(canvas.getAllByRole('article')).toHaveLength(seed.companyExpenses.length);
    await expect(canvas.getByText(/expense types:/)).toHaveTextContent(
      `${seed.companyExpenses.length} expense types: ${inr(seedTotal)} in all, ${inr(seedPaid)} paid, ${inr(rupees([seedTotal, -seedPaid]))} unpaid.`,
    );
    const marketing = await card(canvas, 'Marketing');
    await expect(marketing.getByText('No payments added yet.')).toBeVisible();
  },
};

/** At phone width the cards stack and nothing is wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const aws = await card(canvas, 'AWS Hosting');
    await expect(aws.getByRole('button', { name: /^Mark paid: ₹24,414/ })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loading('companyExpenses') } },
  play: async ({ canvasElement }) => {
    await tabListLoading(canvasElement, 'Company Expenses');
  },
};

/** SPEC.md: 'No expense types available. Please add a new expense type.' */
export const Empty: Story = {
  parameters: { msw: { handlers: empty('companyExpenses') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No expense types available. Please add a new expense type.')).toBeVisible();
  },
};

/** The first load fails with the reason; Retry loads the list. */
export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: failTimes('companyExpenses', 1, 'The expenses service is restarting.') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The expenses service is restarting.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await card(canvas, 'Office Rent');
  },
};

/** The header search keeps the types whose name holds the text; a shared link keeps it. */
export const SearchFromUrl: Story = {
  parameters: { deeplink: { path: '/dashboard/expenses?q=aws' } },
  play: async ({ canvas }) => {
    await card(canvas, 'AWS Hosting');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search this tab' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this tab' }), 'travel');
    await expect(await canvas.findByText('No expense type matches the search.')).toBeVisible();
  },
};

const nameBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Expense type name/ });

export const AddExpenseType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await card(canvas, 'Office Rent');
    await userEvent.click(canvas.getByRole('button', { name: 'Add expense type' }));
    await expect(nameBox(canvas)).toHaveAccessibleDescription('Expense type name is required');
    await userEvent.type(nameBox(canvas), 'Travel');
    await userEvent.click(canvas.getByRole('button', { name: 'Add expense type' }));
    await expect(await toast(canvasElement, 'status')).toHaveTextContent('Expense type Travel added.');
    const travel = await card(canvas, 'Travel');
    await expect(travel.getByText('No payments added yet.')).toBeVisible();
    await expect(nameBox(canvas)).toHaveValue('');
  },
};

/** The backend refuses a name already in use, in any case; its reason is on the field. */
export const AddExpenseTypeDuplicate: Story = {
  play: async ({ canvas }) => {
    await card(canvas, 'Office Rent');
    await userEvent.type(nameBox(canvas), 'office rent');
    await userEvent.click(canvas.getByRole('button', { name: 'Add expense type' }));
    await waitFor(() => expect(nameBox(canvas)).toHaveAccessibleDescription('An expense type named office rent already exists.'));
    await expect(canvas.getAllByRole('article')).toHaveLength(seed.companyExpenses.length);
  },
};

export const AddExpenseTypeFails: Story = {
  parameters: { msw: { handlers: error('createExpenseType', 'The expenses service is not answering.') } },
  play: async ({ canvas }) => {
    await card(canvas, 'Office Rent');
    await userEvent.type(nameBox(canvas), 'Travel');
    await userEvent.click(canvas.getByRole('button', { name: 'Add expense type' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The expenses service is not answering.');
    await expect(canvas.queryByRole('article', { name: 'Travel' })).not.toBeInTheDocument();
    await expect(nameBox(canvas)).toHaveValue('Travel');
  },
};

async function addPayment(scope: Canvas, date: string, amount: string) {
  await userEvent.type(scope.getByLabelText(/^Payment date/), date);
  await userEvent.type(scope.getByLabelText(/^Amount/), amount);
  await userEvent.click(scope.getByRole('button', { name: 'Add payment' }));
}

/** PUT /api/company-expenses/Marketing/add-payment; the card shows it and its sums. */
export const AddPayment: Story = {
  play: async ({ canvas, canvasElement }) => {
    const marketing = await card(canvas, 'Marketing');
    await userEvent.click(marketing.getByRole('button', { name: 'Add payment' }));
    await expect(marketing.getByLabelText(/^Payment date/)).toHaveAccessibleDescription('Please provide a date and amount for the payment.');
    await addPayment(marketing, '2026-11-15', '12500.50');
    await expect(await toast(canvasElement, 'status')).toHaveTextContent('Payment added to Marketing.');
    await waitFor(() => expect(paymentsOf(marketing)).toHaveLength(1));
    await expect(marketing.getByText('Not paid')).toBeVisible();
    await expect(sumOf(marketing, 'Total')).toHaveTextContent('₹12,500.50');
    await expect(sumOf(marketing, 'Unpaid')).toHaveTextContent('₹12,500.50');
  },
};

export const AddPaymentFails: Story = {
  parameters: { msw: { handlers: error('addExpensePayment', 'The expenses service is not answering.') } },
  play: async ({ canvas }) => {
    const marketing = await card(canvas, 'Marketing');
    await addPayment(marketing, '2026-11-15', '500');
    await expect(await marketing.findByRole('alert')).toHaveTextContent('The expenses service is not answering.');
    await expect(marketing.getByText('No payments added yet.')).toBeVisible();
  },
};

const awsUnpaid = (aws: Canvas) => aws.getByRole('button', { name: 'Mark paid: ₹24,414 of 1 Sept' });

/** Paid shows the day it was paid on and moves the sums; unpaid again takes it back. */
export const TogglePaid: Story = {
  play: async ({ canvas, canvasElement }) => {
    const aws = await card(canvas, 'AWS Hosting');
    await expect(sumOf(aws, 'Unpaid')).toHaveTextContent('₹45,873');
    await userEvent.click(awsUnpaid(aws));
    await expect(await toast(canvasElement, 'status')).toHaveTextContent('Payment of AWS Hosting marked as paid.');
    const row = within(aws.getByRole('button', { name: 'Mark unpaid: ₹24,414 of 1 Sept' }).closest('li')!);
    await expect(row.getByText(/^Paid on \d{1,2} \w+( \d{4})?$/)).toBeVisible();
    await expect(sumOf(aws, 'Unpaid')).toHaveTextContent('₹21,459');
    await userEvent.click(row.getByRole('button', { name: /^Mark unpaid/ }));
    await waitFor(() => expect(row.getByText('Not paid')).toBeVisible());
    await expect(sumOf(aws, 'Unpaid')).toHaveTextContent('₹45,873');
  },
};

/** A double click on a slow answer toggles once: the payment ends paid, not back to unpaid. */
export const DoubleClickTogglesOnce: Story = {
  parameters: { msw: { handlers: slow('togglePayment', 400) } },
  play: async ({ canvas, canvasElement }) => {
    const aws = await card(canvas, 'AWS Hosting');
    await userEvent.dblClick(awsUnpaid(aws));
    await expect(await toast(canvasElement, 'status')).toHaveTextContent('Payment of AWS Hosting marked as paid.');
    await expect(aws.getByRole('button', { name: 'Mark unpaid: ₹24,414 of 1 Sept' })).toBeEnabled();
    await expect(sumOf(aws, 'Unpaid')).toHaveTextContent('₹21,459');
  },
};

export const ToggleFails: Story = {
  parameters: { msw: { handlers: error('togglePayment', 'The expenses service is not answering.') } },
  play: async ({ canvas, canvasElement }) => {
    const aws = await card(canvas, 'AWS Hosting');
    await userEvent.click(awsUnpaid(aws));
    await expect(await toast(canvasElement, 'alert')).toHaveTextContent('The payment was not changed. The expenses service is not answering.');
    await expect(awsUnpaid(aws)).toBeEnabled();
    await expect(sumOf(aws, 'Unpaid')).toHaveTextContent('₹45,873');
  },
};

async function confirmIn(canvasElement: HTMLElement, title: string, button: string) {
  const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: title }));
  await userEvent.click(dialog.getByRole('button', { name: button }));
  return dialog;
}

export const DeletePayment: Story = {
  play: async ({ canvas, canvasElement }) => {
    const aws = await card(canvas, 'AWS Hosting');
    await userEvent.click(aws.getByRole('button', { name: 'Delete payment ₹20,768 of 1 Jun' }));
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete payment' }));
    await expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent('The payment of ₹20,768 of 1 Jun (paid) will be deleted from AWS Hosting.');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete payment' }));
    await expect(await toast(canvasElement, 'status')).toHaveTextContent('Payment deleted from AWS Hosting.');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(paymentsOf(aws)).toHaveLength(4);
    await expect(sumOf(aws, 'Total')).toHaveTextContent('₹89,997');
  },
};

/** The server's reason in the dialog, which stays open; the payment stays. */
export const DeletePaymentFails: Story = {
  parameters: { msw: { handlers: error('deletePayment', 'AWS Hosting has no payment number 1.', 404) } },
  play: async ({ canvas, canvasElement }) => {
    const aws = await card(canvas, 'AWS Hosting');
    await userEvent.click(aws.getByRole('button', { name: 'Delete payment ₹20,768 of 1 Jun' }));
    const dialog = await confirmIn(canvasElement, 'Delete payment', 'Delete payment');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('AWS Hosting has no payment number 1.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(paymentsOf(aws)).toHaveLength(5);
  },
};

/** The confirmation names the type and its payments; the server's message says it went. */
export const DeleteExpenseType: Story = {
  play: async ({ canvas, canvasElement }) => {
    const salaries = await card(canvas, 'Salaries');
    await userEvent.click(salaries.getByRole('button', { name: 'Delete type Salaries' }));
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete expense type' }));
    await expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent('Salaries will be deleted. Its 3 payments (₹12,90,000 in all) go with it.');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete expense type' }));
    await expect(await toast(canvasElement, 'status')).toHaveTextContent('Expense type Salaries deleted.');
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Salaries' })).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('article')).toHaveLength(seed.companyExpenses.length - 1);
  },
};

/**
 * Another operator adds a payment to Salaries while this one's confirmation is open, and this
 * tab hears nothing of it (live updates are off): the delete is refused with who and when,
 * nothing is deleted, and the dialog now counts the new payment; deleting again, on what is
 * seen, goes through.
 */
export const DeleteExpenseTypeChangedMeanwhile: Story = {
  parameters: { msw: { handlers: liveUpdatesOff } },
  play: async ({ canvas, canvasElement }) => {
    const salaries = await card(canvas, 'Salaries');
    await userEvent.click(salaries.getByRole('button', { name: 'Delete type Salaries' }));
    const dialog = within(await screenOf(canvasElement).findByRole('dialog', { name: 'Delete expense type' }));
    await expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent('Its 3 payments');
    const added = await fetch(routeUrl(findRoute('addExpensePayment')).replace(':expenseType', 'Salaries'), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ date: '2026-11-30', amount: 5000, isPaid: false }),
    });
    await expect(added.status).toBe(201);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete expense type' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/^Unknown operator changed Salaries at .+ IST; it now has 4 payments\. Nothing was deleted: look again, then delete or cancel\.$/);
    await waitFor(() => expect(dialog.getByText(/will be deleted/).closest('p')).toHaveTextContent('Its 4 payments'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete expense type' }));
    await expect(await toast(canvasElement, 'status')).toHaveTextContent('Expense type Salaries deleted.');
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Salaries' })).not.toBeInTheDocument());
  },
};

export const DeleteExpenseTypeFails: Story = {
  parameters: { msw: { handlers: error('deleteExpense', 'The expenses service is not answering.') } },
  play: async ({ canvas, canvasElement }) => {
    const salaries = await card(canvas, 'Salaries');
    await userEvent.click(salaries.getByRole('button', { name: 'Delete type Salaries' }));
    const dialog = await confirmIn(canvasElement, 'Delete expense type', 'Delete expense type');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The expenses service is not answering.');
    await userEvent.keyboard('{Escape}');
    await expect(await card(canvas, 'Salaries')).toBeDefined();
    await expect(canvas.getAllByRole('article')).toHaveLength(seed.companyExpenses.length);
  },
};
