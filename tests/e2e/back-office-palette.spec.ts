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
    const search = page.getByRole('combobox', { name: 'Find a tab, a record or a recent action' });
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

  test('opens a booking from the backend by its ID: Booking Summary shows it alone, the keyboard on its row, and every booking one press away', async ({ page, request }) => {
    const token = await apiToken(request, e2eApiUrl);
    const answer = await request.get(`${e2eApiUrl}/bookings`, { headers: { Authorization: `Bearer ${token}` } });
    const bookings = (await answer.json()) as { id: number | string; bookedBy: string; consultant: string }[];
    // The first booking: its ID, 1, is also the start of 10, 11 and 12, which no search of the tab's could tell apart.
    const booking = bookings[0];
    if (!booking) throw new Error('The backend has no bookings: reset it with npm run db:reset.');

    await openSignedIn(page, request, e2eApiUrl, '/dashboard');
    await expectSignedIn(page);
    await page.keyboard.press('Control+K');
    await page.keyboard.type(`booking ${booking.id}`);
    // The closest match of all comes first, so Enter takes it.
    const option = page.getByRole('option').first();
    await expect(option).toContainText(`Booking ${booking.id}: ${booking.bookedBy} with ${booking.consultant}`);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/dashboard/bookings\\?record=${booking.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: `Showing one booking: ${booking.id}` })).toBeVisible();
    const table = page.getByRole('table', { name: 'Bookings' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('rowheader', { name: String(booking.id), exact: true })).toBeFocused();

    // A reload keeps it; Show every booking brings the rest back and leaves the URL plain.
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Show every booking' }).click();
    await expect(table.getByRole('row').nth(2)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Showing one/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  });
});
