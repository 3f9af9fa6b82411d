import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiToken, openSignedIn, operator, secondOperator, supportOperator } from './backOffice.ts';
import { formatRupees } from '../../src/lib/format.ts';
import { e2eApiUrl } from './servers.ts';

interface LiveIssue {
  id: number | string;
  name: string;
  comment: string;
  solvedDate: string | null;
}

/**
 * An expense type of its own named `name` (so a retried run never meets the first attempt's
 * payments), and Company Expenses open on it for two operators: the first on a phone, the
 * second at the describe's width. The token is the first operator's, for calls to the backend.
 */
async function expensesForTwo(browser: Browser, request: APIRequestContext, name: string) {
  const token = await apiToken(request, e2eApiUrl);
  expect((await request.post(`${e2eApiUrl}/api/company-expenses2`, { data: { expenseType: name, total: 0, isPaid: false, payments: [] }, headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  const desktop = await (await browser.newContext()).newPage();
  await openSignedIn(phone, request, e2eApiUrl, '/dashboard/expenses');
  await openSignedIn(desktop, request, e2eApiUrl, '/dashboard/expenses', secondOperator);
  return { phone, desktop, token };
}

test.describe('two operators at once', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a Mark solved on an issue the other operator solved meanwhile (live updates cut off) is refused with the reason, and the row shows it solved at once', async ({ browser, request }) => {
    const token = await apiToken(request, e2eApiUrl);
    const issues = (await (await request.get(`${e2eApiUrl}/app_issues`, { headers: { Authorization: `Bearer ${token}` } })).json()) as LiveIssue[];
    const issue = issues.find((entry) => entry.solvedDate === null);
    if (!issue) throw new Error('The backend has no open app issue left to solve: reset it with npm run db:reset.');

    // Both open App Issues, each in a browser of their own; the second is support, whose role solves issues.
    const first = await (await browser.newContext()).newPage();
    const second = await (await browser.newContext()).newPage();
    // The second's connection for live updates is down, so its list stays as it was loaded.
    await second.route('**/events', (route) => route.abort());
    await openSignedIn(first, request, e2eApiUrl, '/dashboard/app-issues');
    await openSignedIn(second, request, e2eApiUrl, '/dashboard/app-issues', supportOperator);
    const rowIn = (page: typeof first) => page.getByRole('table', { name: 'App issues' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(issue.id), exact: true }) });
    const solve = `Mark solved: issue ${issue.id}`;
    await expect(rowIn(second).getByRole('button', { name: solve })).toBeVisible();
    await expect(second.getByText('Live updates are off. Reconnecting…')).toBeVisible();

    // The first operator solves it.
    await rowIn(first).getByRole('button', { name: solve }).click();
    await first.getByRole('dialog', { name: 'Mark issue solved' }).getByRole('button', { name: 'Mark solved' }).click();
    await expect(first.getByRole('status').filter({ hasText: `Issue ${issue.id} from ${issue.name} is marked solved.` })).toBeVisible();

    // The second, whose list still offers it, tries too: refused with the backend's reason,
    // and the list is fetched again at once, so the row no longer offers it.
    await rowIn(second).getByRole('button', { name: solve }).click();
    const dialog = second.getByRole('dialog', { name: 'Mark issue solved' });
    await dialog.getByRole('button', { name: 'Mark solved' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(new RegExp(`^${operator.name} already marked issue ${issue.id} solved at .+ IST\\.$`));
    await expect(dialog.getByRole('button', { name: 'Mark solved' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowIn(second).getByRole('button', { name: solve })).toHaveCount(0);
    await expect(rowIn(second)).toContainText('Solved');

    // The Activity tab says who solved it.
    await second.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Activity' }).click();
    const solved = second.getByRole('table', { name: 'Activity' }).getByRole('row').filter({ hasText: `Issue ${issue.id} from ${issue.name}` });
    await expect(solved).toHaveCount(1);
    await expect(solved).toContainText('Solved an app issue');
    await expect(solved).toContainText(operator.name);

    await first.context().close();
    await second.context().close();
  });

  test("one operator settles; the other's open Earnings tab and settle dialog show it within 3 s without a reload, and its Activity tab names who", async ({ browser, request }) => {
    const token = await apiToken(request, e2eApiUrl);
    const answer = await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
    const { consultants } = (await answer.json()) as { consultants: Array<{ name: string; dataid: string; earnings?: string }> };
    const consultant = consultants.filter((entry) => Number(entry.earnings) > 0).sort((a, b) => Number(a.earnings) - Number(b.earnings))[0];
    if (!consultant) throw new Error('Nobody has earnings left to settle: reset the backend with npm run db:reset.');

    const watcher = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const settler = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const path = `/dashboard/earnings?q=${encodeURIComponent(consultant.dataid)}`;
    await openSignedIn(watcher, request, e2eApiUrl, path);
    await openSignedIn(settler, request, e2eApiUrl, path, secondOperator);
    const rowIn = (page: typeof watcher) => page.getByRole('table', { name: 'Earnings by consultant' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: consultant.name, exact: true }) });
    const settle = `Settle payment for ${consultant.name}`;
    await expect(rowIn(watcher).getByRole('button', { name: settle })).toBeEnabled();
    let listFetches = 0;
    watcher.on('request', (sent) => {
      if (sent.url().endsWith('/earnings_dashboard')) listFetches += 1;
    });

    // The watcher is confirming the same settlement when the other operator's lands.
    await rowIn(watcher).getByRole('button', { name: settle }).click();
    const watcherDialog = watcher.getByRole('dialog', { name: 'Settle payment' });
    await expect(watcherDialog.getByRole('button', { name: /^Settle ₹[1-9]/ })).toBeEnabled();

    await rowIn(settler).getByRole('button', { name: settle }).click();
    await settler.getByRole('dialog', { name: 'Settle payment' }).getByRole('button', { name: /^Settle ₹/ }).click();
    await expect(rowIn(settler).getByRole('button', { name: settle })).toBeDisabled();

    await expect(watcherDialog.getByRole('status')).toContainText(`${consultant.name} has no earnings to settle now`, { timeout: 3_000 });
    await expect(watcherDialog.getByRole('button', { name: 'Settle ₹0' })).toBeDisabled();
    await watcherDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowIn(watcher).getByRole('button', { name: settle })).toBeDisabled();
    await expect(rowIn(watcher).getByRole('cell', { name: '₹0' })).toBeVisible();
    await expect(rowIn(watcher).getByRole('button', { name: `Edit bank details of ${consultant.name}` })).toBeFocused();
    expect(listFetches).toBe(0);
    await expect(watcher.getByText('Live updates are off. Reconnecting…')).toHaveCount(0);

    await watcher.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Activity' }).click();
    const settled = watcher.getByRole('table', { name: 'Activity' }).getByRole('row').filter({ hasText: consultant.name }).filter({ hasText: secondOperator.name });
    await expect(settled.first()).toContainText('settled');

    await watcher.context().close();
    await settler.context().close();
  });

  test('both edit the same bank details: the second to save is told who proposed others, sees both texts, and proposes theirs in their place', async ({ browser, request }) => {
    const token = await apiToken(request, e2eApiUrl);
    const answer = await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
    const { consultants } = (await answer.json()) as { consultants: Array<{ name: string; dataid: string }> };
    const consultant = consultants.at(-1)!;
    const path = `/dashboard/earnings?q=${encodeURIComponent(consultant.dataid)}`;
    const late = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const early = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await openSignedIn(late, request, e2eApiUrl, path);
    await openSignedIn(early, request, e2eApiUrl, path, secondOperator);
    const rowIn = (page: typeof late) => page.getByRole('table', { name: 'Earnings by consultant' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: consultant.name, exact: true }) });
    const edit = `Edit bank details of ${consultant.name}`;
    const field = `Bank details of ${consultant.name}`;

    // Both open the editor; the second operator saves first.
    await rowIn(late).getByRole('button', { name: edit }).click();
    await rowIn(early).getByRole('button', { name: edit }).click();
    await rowIn(early).getByRole('textbox', { name: field }).fill('ICICI Bank A/C 2002');
    await rowIn(early).getByRole('button', { name: 'Confirm' }).click();
    // Issue 48: proposed, waiting for another operator's approval.
    await expect(early.getByRole('status').filter({ hasText: `New bank details of ${consultant.name} are waiting for another operator's approval.` })).toBeVisible();

    // The first, whose edit began before that, is refused and told.
    await rowIn(late).getByRole('textbox', { name: field }).fill('Axis Bank A/C 1001');
    await rowIn(late).getByRole('button', { name: 'Confirm' }).click();
    const choice = rowIn(late).getByRole('group', { name: `Bank details of ${consultant.name} were changed` });
    await expect(choice.getByRole('alert')).toContainText(`${secondOperator.name} proposed new bank details at`);
    await expect(choice).toContainText('ICICI Bank A/C 2002');
    await expect(choice).toContainText('Axis Bank A/C 1001');
    await choice.getByRole('button', { name: 'Apply mine' }).click();
    await expect(late.getByRole('status').filter({ hasText: `New bank details of ${consultant.name} are waiting for another operator's approval.` })).toBeVisible();
    // Both see the text proposed last, waiting beside the current details, the second without a reload.
    await expect(rowIn(late)).toContainText('Axis Bank A/C 1001');
    await expect(rowIn(early)).toContainText('Axis Bank A/C 1001');

    await late.context().close();
    await early.context().close();
  });

  test('one proposes bank details while the other, on a phone, is settling: the dialog says the settlement waits for them, then, once approved, shows the new account and what it was before the settlement is confirmed', async ({ browser, request }) => {
    const token = await apiToken(request, e2eApiUrl);
    const answer = await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
    const { consultants } = (await answer.json()) as { consultants: Array<{ name: string; dataid: string; earnings?: string; bankDetails?: string }> };
    // Someone with earnings and bank details that no other journey settles (they take the largest and the smallest).
    const consultant = consultants.filter((entry) => Number(entry.earnings) > 0 && (entry.bankDetails ?? '').trim() !== '').sort((a, b) => Number(a.earnings) - Number(b.earnings))[2];
    if (!consultant) throw new Error('Too few consultants with earnings and bank details: reset the backend with npm run db:reset.');
    const path = `/dashboard/earnings?q=${encodeURIComponent(consultant.dataid)}`;
    const settler = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    const editor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await openSignedIn(settler, request, e2eApiUrl, path);
    await openSignedIn(editor, request, e2eApiUrl, path, secondOperator);

    // On a phone the rows are cards: the settler opens Settle payment.
    await settler.getByRole('button', { name: `Settle payment for ${consultant.name}` }).click();
    const dialog = settler.getByRole('dialog', { name: 'Settle payment' });
    await expect(dialog).toContainText(consultant.bankDetails!.split('\n')[0]!);

    const editorRow = editor.getByRole('table', { name: 'Earnings by consultant' }).getByRole('row').filter({ has: editor.getByRole('rowheader', { name: consultant.name, exact: true }) });
    await editorRow.getByRole('button', { name: `Edit bank details of ${consultant.name}` }).click();
    await editorRow.getByRole('textbox', { name: `Bank details of ${consultant.name}` }).fill('Yes Bank\nA/C 424242424242');
    await editorRow.getByRole('button', { name: 'Confirm' }).click();
    await expect(editor.getByRole('status').filter({ hasText: `New bank details of ${consultant.name} are waiting for another operator's approval.` })).toBeVisible();

    // Heard live (issue 48): nothing is settled while new details wait, and the dialog says so in the backend's words.
    await expect(dialog.getByRole('status')).toHaveText(new RegExp(`^Bank details changed by ${secondOperator.name} at .+ IST are waiting for approval\\.$`), { timeout: 3_000 });
    await expect(dialog.getByRole('button', { name: /^Settle ₹/ })).toBeDisabled();
    // The admin (not the proposer) approves them.
    const { approvals } = (await (await request.post(`${e2eApiUrl}/approvals`, { data: {}, headers: { Authorization: `Bearer ${token}` } })).json()) as { approvals: { _id: string; dataid: string }[] };
    const proposal = approvals.find((approval) => approval.dataid === consultant.dataid)!;
    expect((await request.post(`${e2eApiUrl}/approvals/approve`, { data: { approvalId: proposal._id }, headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    // Heard live: the dialog now shows the new account, and says what it was.
    await expect(dialog.getByRole('status')).toContainText('The bank details changed since you opened this: they were', { timeout: 3_000 });
    await expect(dialog.getByRole('status')).toContainText(consultant.bankDetails!.split('\n')[0]!);
    await expect(dialog).toContainText('A/C 424242424242');
    await dialog.getByRole('button', { name: /^Settle ₹/ }).click();
    await expect(settler.getByRole('status').filter({ hasText: `for ${consultant.name}.` })).toBeVisible();

    await expect(settler.getByRole('button', { name: `Settle payment for ${consultant.name}` })).toBeDisabled();
    await settler.context().close();
    await editor.context().close();
  });

  test('a settlement above ₹1,00,000 waits for a second operator: its proposer sees it waiting in Approvals, the other, on a phone, approves it there, and only then is it paid', async ({ browser, request }) => {
    const token = await apiToken(request, e2eApiUrl);
    const answer = await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
    const { consultants } = (await answer.json()) as { consultants: Array<{ name: string; dataid: string; earnings?: string; bankDetails?: string; pendingSettlement?: unknown; pendingBankDetails?: unknown }> };
    // The highest earner above the threshold with nothing waiting (a retried run meets the first attempt's settlement).
    const consultant = consultants.filter((entry) => Number(entry.earnings) > 100_000 && !entry.pendingSettlement && !entry.pendingBankDetails).sort((a, b) => Number(b.earnings) - Number(a.earnings))[0];
    if (!consultant) throw new Error('Nobody has more than ₹1,00,000 left to settle: reset the backend with npm run db:reset.');
    const amount = formatRupees(Number(consultant.earnings));
    const proposer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const approver = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await openSignedIn(proposer, request, e2eApiUrl, `/dashboard/earnings?q=${encodeURIComponent(consultant.dataid)}`);
    await openSignedIn(approver, request, e2eApiUrl, '/dashboard/approvals', secondOperator);

    // The admin settles: the dialog says it will wait; confirmed, it waits, and nothing is paid.
    await proposer.getByRole('button', { name: `Settle payment for ${consultant.name}` }).click();
    const dialog = proposer.getByRole('dialog', { name: 'Settle payment' });
    await expect(dialog).toContainText('Above ₹1,00,000, a second operator approves a settlement before it is recorded as paid');
    await dialog.getByRole('button', { name: `Settle ${amount}` }).click();
    await expect(proposer.getByRole('status').filter({ hasText: `The settlement of ${amount} for ${consultant.name} is waiting for another operator's approval.` })).toBeVisible();
    await expect(proposer.getByRole('table', { name: 'Earnings by consultant' })).toContainText(`${amount} waiting for approval`);

    // In Approvals the proposer may not approve their own: it waits for another operator.
    await proposer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Approvals \(\d+ waiting\)$/ }).click();
    const own = proposer.getByRole('article', { name: `${consultant.name}: a settlement of ${amount}` });
    await expect(own).toContainText('Waiting for another operator: you proposed this.');
    await expect(own.getByRole('button')).toHaveCount(0);

    // The other operator, on a phone, has heard of it live, and approves it after the confirmation.
    const card = approver.getByRole('article', { name: `${consultant.name}: a settlement of ${amount}` });
    await expect(card).toContainText(`Proposed by ${operator.name}`, { timeout: 3_000 });
    await card.getByRole('button', { name: `Approve a settlement of ${amount} for ${consultant.name}` }).click();
    await approver.getByRole('dialog', { name: 'Approve settlement' }).getByRole('button', { name: `Approve and settle ${amount}` }).click();
    await expect(approver.getByRole('status').filter({ hasText: `Settled ${amount} for ${consultant.name}, as ${operator.name} proposed.` })).toBeVisible();
    // Gone from both, the proposer's without a reload; paid now, and recorded as such.
    await expect(own).toHaveCount(0);
    await expect(card).toHaveCount(0);
    const after = (await (await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {}, headers: { Authorization: `Bearer ${token}` } })).json()) as { consultants: Array<{ dataid: string; earnings?: string }> };
    expect(after.consultants.find((entry) => entry.dataid === consultant.dataid)?.earnings).toBe('0');

    await proposer.context().close();
    await approver.context().close();
  });

  test('both record the same bill: the second is told who added it and when, and adds it only when they say it is another payment', async ({ browser, request }) => {
    const name = `Shared bill ${Date.now()}`;
    const { phone: first, desktop: second } = await expensesForTwo(browser, request, name);
    const add = async (page: typeof first) => {
      const card = page.getByRole('article', { name });
      await card.getByLabel(/^Payment date/).fill('2026-11-25');
      await card.getByLabel(/^Amount/).fill('4200');
      await card.getByRole('button', { name: 'Add payment' }).click();
      return card;
    };
    await expect((await add(first)).getByRole('listitem')).toHaveCount(1);
    const card = await add(second);
    await expect(card.getByRole('alert')).toContainText(new RegExp(`^${operator.name} added ₹4,200 dated 25 Nov 2026 to ${name} at .+ IST\\. Add it again only if it is another payment\\.`));
    await expect(card.getByRole('listitem')).toHaveCount(1);
    await card.getByRole('button', { name: 'Add it again anyway' }).click();
    await expect(card.getByRole('listitem')).toHaveCount(2);
    // The first operator's card follows live.
    await expect(first.getByRole('article', { name }).getByRole('listitem')).toHaveCount(2);
    await first.context().close();
    await second.context().close();
  });

  test('one deletes an expense type while the other, on a phone, types a payment into it: its card stays in place naming who deleted it, and nothing is added', async ({ browser, request }) => {
    const name = `Stopped bill ${Date.now()}`;
    const { phone: typing, desktop: deleting, token } = await expensesForTwo(browser, request, name);
    const card = typing.getByRole('article', { name });
    await card.getByLabel(/^Payment date/).fill('2026-11-25');
    await card.getByLabel(/^Amount/).fill('4200');
    await deleting.getByRole('button', { name: `Delete type ${name}` }).click();
    await deleting.getByRole('dialog').getByRole('button', { name: 'Delete expense type' }).click();
    // The deleting tab: gone at once, with no note.
    await expect(deleting.getByRole('article', { name })).toHaveCount(0);
    // The typing tab hears it live, with who did it from the activity log.
    const note = card.getByRole('status');
    await expect(note).toContainText(new RegExp(`^${secondOperator.name} deleted ${name} at .+ IST\\. What you typed for a new payment was not added\\.`));
    await expect(note.locator('p')).toBeFocused();
    await expect(card.getByLabel(/^Amount/)).toHaveValue('4200');
    await card.getByRole('button', { name: `Dismiss ${name}` }).click();
    await expect(card).toHaveCount(0);
    const expenses = (await (await request.post(`${e2eApiUrl}/api/company-expenses`, { data: {}, headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{ expenseType: string }>;
    expect(expenses.some((expense) => expense.expenseType === name)).toBe(false);
    await typing.context().close();
    await deleting.context().close();
  });
});
