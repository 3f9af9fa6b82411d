import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import seed from '../../../db.json';
import { tabHeading } from '../../fixtures';
import { expectExportWorks, expectRoleInHeader } from './roleSteps';

const paid = seed.companyExpenses.find((expense) => expense.payments.length > 0);
if (!paid) throw new Error('db.json has no expense type with payments');

/**
 * /dashboard/expenses as each role sees it (issue 48): every change (a type, a payment, paid or
 * not, deleting) is finance's and admin's. Other roles read every card and its sums and export
 * them; the add form's place says why there is nothing to change.
 */
const meta = {
  title: 'Pages/Dashboard/ExpensesRoles',
  parameters: { deeplink: { path: '/dashboard/expenses' }, session: 'signed-in' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every type's card, as for anyone. */
async function cardsRead(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Company Expenses') })).toBeVisible();
  await canvas.findByRole('article', { name: paid!.expenseType });
  await expect(canvas.getAllByRole('article')).toHaveLength(seed.companyExpenses.length);
  return within(canvas.getByRole('article', { name: paid!.expenseType }));
}

/** Finance changes everything: the add form, and each card's buttons and payment form. */
export const AsFinance: Story = {
  parameters: { role: 'finance' },
  play: async ({ canvas, canvasElement }) => {
    const card = await cardsRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Finance');
    await expect(canvas.getByRole('form', { name: 'Add an expense type' })).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete type ${paid.expenseType}` })).toBeEnabled();
    await expect(card.getAllByRole('button', { name: /^Mark (un)?paid: / })).toHaveLength(paid.payments.length);
    await expect(card.getByRole('button', { name: 'Add payment' })).toBeVisible();
  },
};

/** Content reads every type and payment, and exports them; nothing is offered that changes them. */
export const AsContent: Story = {
  parameters: { role: 'content' },
  play: async ({ canvas, canvasElement }) => {
    const card = await cardsRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Content');
    await expect(canvas.getByText('Your role (Content) cannot change company expenses.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Add an expense type' })).not.toBeInTheDocument();
    await expect(card.getAllByRole('listitem')).toHaveLength(paid.payments.length);
    await expect(canvas.queryAllByRole('button', { name: /^(Delete type|Delete payment|Mark paid|Mark unpaid|Add payment)/ })).toHaveLength(0);
    await expect(canvas.getByText(/expense types:/)).toBeVisible();
    await expectExportWorks(canvasElement);
  },
};

/** A viewer on a phone: the cards and their sums, nothing to press but Export CSV. */
export const AsViewerOnPhone: Story = {
  parameters: { role: 'viewer' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await cardsRead(canvasElement);
    await expectRoleInHeader(canvasElement, 'Viewer');
    await expect(canvas.getByText('Your role (Viewer) cannot change company expenses.')).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('button').map((button) => button.textContent)).toEqual(['Export CSV']);
  },
};
