/**
 * Issue 47: TransactionsList asked of the backend a page at a time, against a store of 3,060
 * transactions (the seed's 60 and 3,000 generated among its people: playwright.config.ts).
 * The operator searches, sorts, jumps to the end and exports everything matching.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiToken, openSignedIn } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

interface Transaction {
  _id: string;
  userRef: { name: string } | null;
  consultantRef: { name: string } | null;
  amount: number;
  type: string;
  timestamp: string;
}

/** Every transaction as the backend has it (SPEC.md's call), for what the page should show. */
async function allTransactions(request: APIRequestContext): Promise<Transaction[]> {
  const token = await apiToken(request, e2eApiUrl);
  const response = await request.post(`${e2eApiUrl}/transactions2`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { transactions: Transaction[] }).transactions;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
const sumOf = (rows: readonly Transaction[]) => rows.reduce((paise, t) => paise + Math.round(t.amount * 100), 0) / 100;

test.describe('an operator at a desk, with thousands of transactions', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('searches, sorts, jumps to the end and exports every matching transaction, a page at a time', async ({ page, request }) => {
    const all = await allTransactions(request);
    expect(all.length).toBeGreaterThan(1000);
    // Only pages are asked: never the whole list.
    const asked: Array<{ offset: number; limit: number }> = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/lists/transactions')) asked.push(sent.postDataJSON() as { offset: number; limit: number });
      if (sent.url().endsWith('/transactions2')) throw new Error('The tab downloaded every transaction');
    });

    await openSignedIn(page, request, e2eApiUrl, '/dashboard/transactions');
    const table = page.getByRole('table', { name: 'Transactions' });
    const status = page.getByRole('status').filter({ hasText: 'total' });
    await expect(status).toHaveText(`${all.length.toLocaleString('en-IN')} transactions · total ${rupees(sumOf(all))}`);
    await expect(table).toHaveAttribute('aria-rowcount', String(all.length + 1));
    expect(await table.getByRole('row').count()).toBeLessThan(60);

    // Paid By: one payer's transactions, counted and added up by the backend.
    const payer = all.find((t) => t.userRef)!.userRef!.name;
    const first = payer.split(' ')[0]!;
    const theirs = all.filter((t) => (t.userRef?.name ?? 'Unknown').toLowerCase().includes(first.toLowerCase()));
    await page.getByRole('searchbox', { name: 'Paid By' }).fill(first);
    await expect(status).toHaveText(`${theirs.length.toLocaleString('en-IN')} ${theirs.length === 1 ? 'transaction' : 'transactions'} · total ${rupees(sumOf(theirs))}`);
    await expect(page).toHaveURL(new RegExp(`[?&]by=${first}(&|$)`));
    await page.getByRole('searchbox', { name: 'Paid By' }).fill('');
    await expect(status).toContainText(`${all.length.toLocaleString('en-IN')} transactions`);

    // Amount, highest first: the largest amount heads the list.
    await table.getByRole('columnheader', { name: /Amount/ }).getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=amount\.desc(&|$)/);
    const highest = Math.max(...all.map((t) => t.amount));
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(rupees(highest));

    // A jump to the end asks for the end alone, and shows the smallest amount there.
    const before = asked.length;
    await table.locator('xpath=..').evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
    const last = table.locator(`tr[aria-rowindex="${all.length + 1}"]`);
    await expect(last.getByRole('cell').nth(1)).toHaveText(rupees(Math.min(...all.map((t) => t.amount))));
    const jumped = asked.slice(before).map((body) => body.offset);
    expect(Math.min(...jumped)).toBeGreaterThan(all.length - 400);

    // Export CSV: every transaction the view matches (Paid To narrows it), not only the rows loaded.
    const payee = all.find((t) => t.consultantRef)!.consultantRef!.name;
    const paid = all.filter((t) => (t.consultantRef?.name ?? 'Unknown').toLowerCase().includes(payee.toLowerCase()));
    await page.getByRole('searchbox', { name: 'Paid To' }).fill(payee);
    await expect(status).toContainText(`${paid.length.toLocaleString('en-IN')} ${paid.length === 1 ? 'transaction' : 'transactions'}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Paid by (user),Paid to (consultant),Amount,Type,Timestamp');
    expect(lines).toHaveLength(paid.length + 1);
    // Highest first, as the table shows them.
    const amounts = lines.slice(1).map((line) => Number(line.split(',').at(-3)));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(asked.every((body) => body.limit <= 200)).toBe(true);
  });
});
