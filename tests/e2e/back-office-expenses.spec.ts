import { formatDay } from '../../src/lib/format.ts';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiToken, expectSignedIn, openSignedIn } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

test.describe('an operator keeping company expenses', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('adds an expense type, adds two payments, marks one paid, deletes one payment and then the type', async ({ page, request }) => {
    test.setTimeout(60_000);
    // A name of its own, so a retried run never meets the first attempt's type.
    const name = `Team offsite ${Date.now()}`;
    await openSignedIn(page, request, e2eApiUrl, '/dashboard/expenses');
    await expectSignedIn(page, 'Company Expenses');
    const toasts = page.getByRole('region', { name: /^Notifications/ });

    await page.getByRole('textbox', { name: /^Expense type name/ }).fill(name);
    await page.getByRole('button', { name: 'Add expense type' }).click();
    await expect(toasts).toContainText(`Expense type ${name} added.`);
    const card = page.getByRole('article', { name });
    await expect(card.getByText('No payments added yet.')).toBeVisible();

    for (const [date, amount] of [
      ['2026-11-10', '500'],
      ['2026-11-20', '1250.50'],
    ] as const) {
      await card.getByLabel(/^Payment date/).fill(date);
      await card.getByLabel(/^Amount/).fill(amount);
      await card.getByRole('button', { name: 'Add payment' }).click();
      await expect(card.getByRole('button', { name: 'Add payment' })).toBeEnabled();
    }
    const payments = card.getByRole('list', { name: `Payments of ${name}` }).getByRole('listitem');
    await expect(payments).toHaveCount(2);
    const total = card.getByRole('definition').nth(0);
    const paid = card.getByRole('definition').nth(1);
    const unpaid = card.getByRole('definition').nth(2);
    await expect(total).toHaveText('₹1,750.50');
    await expect(unpaid).toHaveText('₹1,750.50');

    // Dates as the app writes them: the year only when it is not this year's.
    await card.getByRole('button', { name: `Mark paid: ₹500 of ${formatDay('2026-11-10')}` }).click();
    await expect(toasts).toContainText(`Payment of ${name} marked as paid.`);
    await expect(payments.nth(0)).toContainText(/Paid on \d{1,2} \w+/);
    await expect(paid).toHaveText('₹500');
    await expect(unpaid).toHaveText('₹1,250.50');

    await card.getByRole('button', { name: `Delete payment ₹1,250.50 of ${formatDay('2026-11-20')}` }).click();
    const paymentDialog = page.getByRole('dialog', { name: 'Delete payment' });
    await expect(paymentDialog).toContainText(`The payment of ₹1,250.50 of ${formatDay('2026-11-20')} (not paid) will be deleted from ${name}.`);
    await paymentDialog.getByRole('button', { name: 'Delete payment' }).click();
    await expect(toasts).toContainText(`Payment deleted from ${name}.`);
    await expect(paymentDialog).toBeHidden();
    await expect(payments).toHaveCount(1);
    await expect(total).toHaveText('₹500');

    // The backend has what the screen shows.
    const token = await apiToken(request, e2eApiUrl);
    const list = async () =>
      (await (await request.post(`${e2eApiUrl}/api/company-expenses`, { data: {}, headers: { Authorization: `Bearer ${token}` } })).json()) as {
        expenseType: string;
        payments: { amount: number; isPaid: boolean }[];
      }[];
    expect((await list()).find((expense) => expense.expenseType === name)?.payments).toMatchObject([{ amount: 500, isPaid: true }]);

    // Export what is shown: searched down to this type, one line for its payment.
    await page.getByRole('searchbox', { name: 'Search this tab' }).fill(name);
    await expect(page.getByRole('article')).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^expenses-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(csv).toEqual(['Expense type,Payment date,Amount (₹),Paid,Paid on', expect.stringMatching(new RegExp(`^${name},2026-11-10,500,Yes,\\d{4}-\\d{2}-\\d{2}`))]);
    await page.getByRole('searchbox', { name: 'Search this tab' }).fill('');

    await card.getByRole('button', { name: `Delete type ${name}` }).click();
    const typeDialog = page.getByRole('dialog', { name: 'Delete expense type' });
    await expect(typeDialog).toContainText(`${name} will be deleted. Its 1 payment (₹500 in all) goes with it.`);
    await typeDialog.getByRole('button', { name: 'Delete expense type' }).click();
    await expect(toasts).toContainText(`Expense type ${name} deleted.`);
    await expect(card).toHaveCount(0);
    expect((await list()).some((expense) => expense.expenseType === name)).toBe(false);

    // After a reload it is still gone.
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  });
});
