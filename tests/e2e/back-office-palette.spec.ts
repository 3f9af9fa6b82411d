import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatRupees } from '../../src/lib/format.ts';
import { apiToken, expectSignedIn, openSignedIn, tabHeading } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

interface LiveConsultant {
  name: string;
  dataid: string;
  earnings?: string;
}

/** Presses Tab until `target` has focus: a few presses at most. */
async function tabTo(page: Page, target: Locator, most = 4) {
  for (let presses = 0; presses < most && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('an operator at the keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('settles a payment through the command palette without touching the mouse', async ({ page, request }) => {
    // Every press of a mouse button or a finger on the page, counted from its first script on.
    await page.addInitScript(() => {
      const counted = window as unknown as { pointerPresses: number };
      counted.pointerPresses = 0;
      window.addEventListener('pointerdown', (event) => event.isTrusted && (counted.pointerPresses += 1), true);
    });
    // A consultant with earnings left to settle, as the backend has them now (a retried run
    // meets the first attempt's settlement): the middle one, away from the highest and lowest
    // earners the other journeys settle.
    const token = await apiToken(request, e2eApiUrl);
    const answer = await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
    const { consultants } = (await answer.json()) as { consultants: LiveConsultant[] };
    const unsettled = consultants.filter((c) => Number(c.earnings) > 0).sort((a, b) => Number(a.earnings) - Number(b.earnings));
    const consultant = unsettled[Math.floor(unsettled.length / 2)];
    if (!consultant) throw new Error('Nobody has earnings left to settle: reset the backend with npm run db:reset.');
    const amount = formatRupees(Number(consultant.earnings));

    await openSignedIn(page, request, e2eApiUrl, '/dashboard');
    await expectSignedIn(page);

    // Ctrl+K, the name, Enter: Earnings narrowed to them, the keyboard on their row.
    await page.keyboard.press('Control+K');
    const search = page.getByRole('combobox', { name: 'Find a tab, consultant, chat, expense type, quiz, pool or recent action' });
    await expect(search).toBeFocused();
    await page.keyboard.type(consultant.name);
    await expect(page.getByRole('group', { name: 'Consultants' }).getByRole('option').first()).toContainText(consultant.name);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: tabHeading('Earnings') })).toBeVisible();
    const earnings = page.getByRole('table', { name: 'Earnings by consultant' });
    await expect(earnings.getByRole('row')).toHaveCount(2);
    await expect(earnings.getByRole('rowheader', { name: consultant.name })).toBeFocused();

    // Tab to Settle Payment, Enter, then Tab to the dialog's Settle and Enter.
    const settle = earnings.getByRole('button', { name: `Settle payment for ${consultant.name}` });
    await tabTo(page, settle);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Settle payment' })).toBeVisible();
    const confirm = page.getByRole('button', { name: `Settle ${amount}` });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(`Settled ${amount} for ${consultant.name}.`);
    const row = earnings.getByRole('row').filter({ has: page.getByRole('rowheader', { name: consultant.name }) });
    await expect(row.getByRole('cell', { name: '₹0', exact: true })).toBeVisible();
    await expect(settle).toBeDisabled();
    expect(await page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses)).toBe(0);
  });
});
