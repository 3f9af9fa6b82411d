/**
 * Issue 48, who may do what, with three operators in three browser contexts: an admin adds a
 * viewer, who cannot change anything; finance proposes new bank details, and settling is
 * refused; the admin approves, and the settlement goes through; the admin disables the viewer,
 * whose open tab is signed out with the reason.
 */
import { expect, test } from '@playwright/test';
import { apiToken, menuLink, openSignedIn, secondOperator, signIn } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

/** A number of its own for each run, so a retried run never meets the first attempt's operator. */
const viewerNumber = () => `98765${String(Date.now() % 100_000).padStart(5, '0')}`;

test.describe('three operators and their roles', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin adds a viewer who cannot change anything; finance proposes bank details, settling waits for the admin’s approval; the disabled viewer is signed out', async ({ browser, request }) => {
    const token = await apiToken(request, e2eApiUrl);
    const answer = await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
    const { consultants } = (await answer.json()) as { consultants: Array<{ name: string; dataid: string; earnings?: string; pendingBankDetails?: unknown }> };
    // Earnings to settle, below the amount that needs a second operator, and no change waiting already.
    const consultant = consultants.filter((entry) => Number(entry.earnings) > 0 && Number(entry.earnings) < 100_000 && !entry.pendingBankDetails).sort((a, b) => Number(a.earnings) - Number(b.earnings))[0];
    if (!consultant) throw new Error('Nobody has earnings left to settle: reset the backend with npm run db:reset.');

    const admin = await (await browser.newContext()).newPage();
    const finance = await (await browser.newContext()).newPage();
    const viewer = await (await browser.newContext()).newPage();

    // The admin adds a viewer.
    await openSignedIn(admin, request, e2eApiUrl, '/dashboard/operators');
    await expect(admin.getByRole('banner').getByText('Role: Admin', { exact: true })).toBeVisible();
    const number = viewerNumber();
    const name = `Meera Das ${number.slice(-3)}`;
    const form = admin.getByRole('form', { name: 'Add operator' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Phone number' }).fill(number);
    await form.getByRole('combobox', { name: 'Role' }).selectOption('viewer');
    await form.getByRole('button', { name: 'Add operator' }).click();
    await expect(admin.getByRole('region', { name: /^Notifications/ })).toContainText(`${name} can now sign in as Viewer.`);

    // The viewer signs in with the usual code: every tab to read, nothing to change.
    await viewer.goto('/login2');
    await signIn(viewer, `+91${number}`);
    await expect(viewer.getByRole('banner').getByText('Role: Viewer', { exact: true })).toBeVisible();
    await expect(menuLink(viewer, 'Operators')).toHaveCount(0);
    await expect(menuLink(viewer, 'Earnings')).toBeVisible();
    await viewer.goto(`/dashboard/earnings?q=${encodeURIComponent(consultant.dataid)}`);
    const viewerRow = viewer.getByRole('table', { name: 'Earnings by consultant' }).getByRole('row').filter({ hasText: consultant.name });
    await expect(viewerRow).toBeVisible();
    await expect(viewerRow.getByRole('button', { name: `Edit bank details of ${consultant.name}` })).toHaveCount(0);
    await expect(viewerRow.getByRole('button', { name: `Settle payment for ${consultant.name}` })).toBeDisabled();
    await expect(viewer.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await viewer.goto('/dashboard/operators');
    await expect(viewer.getByText("You don't have access to Operators")).toBeVisible();
    // The backend refuses what the page does not offer.
    const viewerToken = (await viewer.context().cookies()).find((cookie) => cookie.name === 'consult_session')?.value;
    const refused = await request.post(`${e2eApiUrl}/settle_payment`, { data: { dataid: consultant.dataid }, headers: { Authorization: `Bearer ${viewerToken}` } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Your role (Viewer) cannot settle payments.');
    await viewer.goto(`/dashboard/earnings?q=${encodeURIComponent(consultant.dataid)}`);
    await expect(viewerRow).toBeVisible();

    // Finance proposes new bank details: they wait, and settling is refused.
    const path = `/dashboard/earnings?q=${encodeURIComponent(consultant.dataid)}`;
    await openSignedIn(finance, request, e2eApiUrl, path, secondOperator);
    const row = finance.getByRole('table', { name: 'Earnings by consultant' }).getByRole('row').filter({ hasText: consultant.name });
    await row.getByRole('button', { name: `Edit bank details of ${consultant.name}` }).click();
    const details = `HDFC Bank A/C ${number} IFSC HDFC0000001`;
    await finance.getByRole('textbox', { name: `Bank details of ${consultant.name}` }).fill(details);
    await finance.keyboard.press('Enter');
    await expect(row).toContainText('New bank details waiting for approval');
    await row.getByRole('button', { name: `Settle payment for ${consultant.name}` }).click();
    const dialog = finance.getByRole('dialog', { name: 'Settle payment' });
    const settleButton = dialog.getByRole('button', { name: /^Settle ₹/ });
    if (await settleButton.isEnabled()) await settleButton.click();
    await expect(dialog.getByText(new RegExp(`^Bank details changed by ${secondOperator.name} at .+ are waiting for approval`))).toBeVisible();
    await dialog.getByRole('button', { name: /Cancel|Close/ }).first().click();

    // The admin approves, in Approvals; the menu counts what waits.
    await admin.goto('/dashboard/approvals');
    await expect(menuLink(admin, 'Approvals')).toContainText(/[1-9]/);
    await admin.getByRole('button', { name: `Approve new bank details for ${consultant.name}` }).click();
    await admin.getByRole('dialog', { name: 'Approve new bank details' }).getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByRole('button', { name: `Approve new bank details for ${consultant.name}` })).toHaveCount(0);

    // The approved details are what the settlement pays, and it goes through.
    await expect(row).toContainText(details);
    await expect(row).not.toContainText('New bank details waiting for approval');
    await row.getByRole('button', { name: `Settle payment for ${consultant.name}` }).click();
    await expect(dialog).toContainText(details);
    await dialog.getByRole('button', { name: /^Settle ₹/ }).click();
    await expect(finance.getByRole('region', { name: /^Notifications/ })).toContainText(`for ${consultant.name}.`);

    // The admin disables the viewer: the viewer's open tab shows /login2 with the reason within 3 s.
    await admin.goto('/dashboard/operators');
    await admin.getByRole('button', { name: `Disable ${name}` }).click();
    await admin.getByRole('alertdialog').or(admin.getByRole('dialog')).getByRole('button', { name: 'Disable' }).click();
    await expect(viewer).toHaveURL(/\/login2/, { timeout: 3_000 });
    await expect(viewer.getByText('An admin turned off your access to the back-office.')).toBeVisible();

    for (const page of [admin, finance, viewer]) await page.context().close();
  });
});
