import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn, secondOperator, tabHeading } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

/** More tabs than the six connections a browser opens to one host over HTTP/1.1. */
const TABS = 8;

test.describe('many tabs of one browser', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("eight back-office tabs share one live stream: every tab's calls still answer, and a colleague's change reaches each tab live", async ({ browser, request }) => {
    const context = await browser.newContext();
    const tabs: Page[] = [];
    for (let index = 0; index < TABS; index += 1) {
      const page = await context.newPage();
      await openSignedIn(page, request, e2eApiUrl, '/dashboard/expenses');
      await expect(page.getByRole('heading', { level: 1, name: tabHeading('Company Expenses') })).toBeVisible();
      tabs.push(page);
    }
    // With a stream per tab, six tabs' streams held every connection and the later tabs' calls waited for good.
    const last = tabs.at(-1)!;
    await last.reload();
    await expect(last.getByRole('article').first()).toBeVisible();
    await expect(last.getByText('Live updates are off. Reconnecting…')).toHaveCount(0);

    // A colleague adds an expense type: every tab shows it without a reload.
    const name = `Many tabs ${Date.now()}`;
    const token = await apiToken(request, e2eApiUrl, secondOperator);
    const created = await request.post(`${e2eApiUrl}/api/company-expenses2`, { data: { expenseType: name, total: 0, isPaid: false, payments: [] }, headers: { Authorization: `Bearer ${token}` } });
    expect(created.ok()).toBe(true);
    for (const page of tabs) await expect(page.getByRole('article', { name })).toBeVisible();

    // The tab that reads the stream closes: another takes it over, and the rest still hear.
    await tabs[0]!.close();
    const another = `${name} again`;
    expect((await request.post(`${e2eApiUrl}/api/company-expenses2`, { data: { expenseType: another, total: 0, isPaid: false, payments: [] }, headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
    for (const page of tabs.slice(1)) await expect(page.getByRole('article', { name: another })).toBeVisible();
    await context.close();
  });
});
