import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import seed from '../../db.json';
import { MOCK_OTP } from '../../src/api/mocks';
import { NO_DRAFTS } from '../../src/features/questions/components/generate/DraftEditor';
import { formatRupees } from '../../src/lib/format';
import { tabHeading, operatorNationalNumber } from '../fixtures';
import { findRow, screenOf } from '../helpers';
import { approveAs } from '../pages/dashboard/approvalSteps';

/**
 * An operator's paths through the back-office, each in one story: open the **Interactions**
 * panel and step through it. The single-state stories of each screen are under Pages and
 * Dashboard; these chain them the way an operator meets them.
 */
const meta = {
  title: 'Flows/Operator',
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const approver = seed.operators[1]!;
const topEarner = [...seed.consultants].filter((c) => Number(c.earnings) > 0).sort((a, b) => Number(b.earnings) - Number(a.earnings))[0]!;

/** Signed out, the operator opens the dashboard, is sent to sign in, and comes back signed in. */
export const SignInAndLandOnTheDashboard: Story = {
  parameters: { deeplink: { path: '/dashboard' } },
  play: async ({ canvas, step }) => {
    await step('Signed out, /dashboard sends the operator to sign in', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
      await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+91 India');
    });
    await step('A phone number too short is refused before anything is sent', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '98765');
      await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
      await expect(await canvas.findByText('Please enter a valid phone number.')).toBeVisible();
    });
    await step('Send OTP with the full number: six boxes for the code', async () => {
      const phone = canvas.getByRole('textbox', { name: 'Phone number' });
      await userEvent.clear(phone);
      await userEvent.type(phone, operatorNationalNumber);
      await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
      await expect(await canvas.findAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    });
    await step('Type the code and Verify OTP', async () => {
      await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
      await userEvent.keyboard(MOCK_OTP);
      await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    });
    await step('Signed in, on the dashboard with its greeting and consultants', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: tabHeading('Dashboard') })).toBeVisible();
      await expect(await canvas.findByRole('button', { name: 'Logout' })).toBeVisible();
    });
  },
};

/** Blank questions are drafted, a missing answer is pointed out, and the fixed drafts are saved. */
export const DraftValidateAndSaveQuestions: Story = {
  parameters: { deeplink: { path: '/dashboard/questions?tab=generate' }, session: 'signed-in' },
  beforeEach: () => window.localStorage.removeItem('consult.question-drafts.v1'),
  play: async ({ canvas, canvasElement, step }) => {
    await step('Draft two blank questions', async () => {
      const count = await canvas.findByRole('textbox', { name: /Number of blank questions/ });
      await userEvent.clear(count);
      await userEvent.type(count, '2');
      await userEvent.click(canvas.getByRole('button', { name: 'Generate blanks' }));
      await expect(await canvas.findByRole('textbox', { name: 'Text of question 2' })).toBeVisible();
    });
    await step('Fill them, leaving out the third answer of question 2', async () => {
      for (const number of [1, 2]) {
        await userEvent.type(canvas.getByRole('textbox', { name: `Text of question ${number}` }), `Flow question ${number}?`);
        for (const answer of [1, 2, 3, 4]) {
          if (number === 2 && answer === 3) continue;
          await userEvent.type(canvas.getByRole('textbox', { name: `Answer ${answer} of question ${number}` }), `A${answer}`);
        }
        await userEvent.click(canvas.getByRole('radio', { name: `Answer 1 of question ${number} is correct` }));
      }
    });
    await step('Save as draft: the missing answer is named and focused, nothing is sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Fill every field');
      const missing = canvas.getByRole('textbox', { name: 'Answer 3 of question 2' });
      await expect(missing).toHaveAttribute('aria-invalid', 'true');
      await expect(missing).toHaveFocus();
    });
    await step('Fill the answer and save again', async () => {
      const missing = canvas.getByRole('textbox', { name: 'Answer 3 of question 2' });
      await userEvent.type(missing, 'A3');
      await expect(missing).not.toHaveAttribute('aria-invalid');
      await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    });
    await step('Saved: the toast says so and the drafts are cleared', async () => {
      const region = await screenOf(canvasElement).findByRole('region', { name: /^Notifications/ });
      await waitFor(() => expect(region).toHaveTextContent('Saved!'));
      await expect(await canvas.findByText(NO_DRAFTS)).toBeVisible();
    });
  },
};

/**
 * The top earner is paid: the dialog repeats what will happen; above ₹1,00,000 the settlement
 * waits for a second operator (issue 48), counted in the menu's Approvals; once another operator
 * approves it, the row reads ₹0.
 */
export const SettleAPaymentWithItsConfirmation: Story = {
  parameters: { deeplink: { path: '/dashboard/earnings' }, session: 'signed-in' },
  play: async ({ canvasElement, step }) => {
    const page = screenOf(canvasElement);
    const table = () => within(canvasElement).findByRole('table', { name: 'Earnings by consultant' });
    const menu = () => within(within(canvasElement).getAllByRole('navigation', { name: 'Dashboard' })[0]!);
    await step(`Earnings, highest first: ${topEarner.name} on top`, async () => {
      await findRow(await table(), topEarner.name);
      const rows = within(await table()).getAllByRole('row');
      await expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent(topEarner.name);
    });
    await step('Settle Payment asks first, repeating amount, consultant and bank details, and that it will wait for approval', async () => {
      const row = await findRow(await table(), topEarner.name);
      await userEvent.click(row.getByRole('button', { name: `Settle payment for ${topEarner.name}` }));
      const dialog = within(await page.findByRole('dialog', { name: 'Settle payment' }));
      await expect(dialog.getByText(`${topEarner.name} (${topEarner.dataid})`)).toBeVisible();
      await expect(dialog.getByText(/A\/C 599805624417/)).toBeVisible();
      await expect(await dialog.findByText(/^Above ₹1,00,000, a second operator approves a settlement/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Settle ₹2,49,535$/ })).toBeEnabled();
    });
    await step('Confirm: the settlement waits for a second operator, and the menu counts it', async () => {
      const dialog = within(page.getByRole('dialog', { name: 'Settle payment' }));
      await userEvent.click(dialog.getByRole('button', { name: /^Settle ₹/ }));
      const region = await page.findByRole('region', { name: /^Notifications/ });
      await waitFor(() => expect(region).toHaveTextContent(`The settlement of ${formatRupees(Number(topEarner.earnings))} for ${topEarner.name} is waiting for another operator's approval.`));
      await waitFor(() => expect(page.queryByRole('dialog', { name: 'Settle payment' })).not.toBeInTheDocument());
      await expect(await menu().findByRole('link', { name: 'Approvals (1 waiting)' })).toBeVisible();
      await expect((await findRow(await table(), topEarner.name)).getByText(`${formatRupees(Number(topEarner.earnings))} waiting for approval`)).toBeVisible();
    });
    await step(`${approver.name}, at another desk, approves it: the row now reads ₹0 and cannot be settled again`, async () => {
      await approveAs(approver, topEarner);
      await expect(await menu().findByRole('link', { name: 'Approvals' })).toBeVisible();
      const box = within(canvasElement).getByRole('searchbox', { name: 'Search this tab' });
      await userEvent.type(box, topEarner.dataid);
      const row = await findRow(await table(), topEarner.name);
      await waitFor(() => expect(row.getByRole('cell', { name: '₹0' })).toBeVisible());
      await expect(row.getByRole('button', { name: `Settle payment for ${topEarner.name}` })).toBeDisabled();
    });
  },
};
