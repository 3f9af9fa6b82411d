import { expect, test } from '@playwright/test';
import { openSignedIn } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

test.describe('an operator managing pools', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('creates a pool with two reward ranges, activates it and finds it under Active Pool', async ({ page, request }) => {
    // Unique per run, so a retry never meets the pool its first attempt made.
    const name = `E2E Pool ${Date.now().toString(36)}`;
    await openSignedIn(page, request, e2eApiUrl, '/dashboard/questions?tab=create-pool');
    const form = page.getByRole('form', { name: 'Create pool' });
    await form.getByRole('textbox', { name: /^Pool name/ }).fill(name);
    await form.getByRole('textbox', { name: /^Pool prize/ }).fill('₹7,500');
    await form.getByRole('textbox', { name: /^Entry fee/ }).fill('₹39');
    await form.getByRole('spinbutton', { name: /^Total seats/ }).fill('40');
    await form.getByRole('textbox', { name: /^Rank range 1/ }).fill('1-3');
    await form.getByRole('textbox', { name: /^Prize for ranks 1/ }).fill('₹1,500');
    await form.getByRole('button', { name: 'Add reward' }).click();
    // An overlap is refused on the range at fault before anything is sent.
    await form.getByRole('textbox', { name: /^Rank range 2/ }).fill('3-20');
    await form.getByRole('textbox', { name: /^Prize for ranks 2/ }).fill('₹100');
    await form.getByRole('button', { name: 'Create pool' }).click();
    await expect(form.getByRole('textbox', { name: /^Rank range 2/ })).toHaveAccessibleDescription('Rank 3-20 overlaps 1-3');
    await form.getByRole('textbox', { name: /^Rank range 2/ }).fill('4-20');
    await form.getByRole('button', { name: 'Create pool' }).click();
    await expect(form.getByRole('status')).toHaveText('Pool Created Successfully!');

    await page.getByRole('tab', { name: 'Inactive Pool', exact: true }).click();
    await expect(page).toHaveURL(/[?&]tab=inactive-pool/);
    const inactive = page.getByRole('table', { name: 'Inactive pools' });
    const row = inactive.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row).toContainText('0 / 40');
    await expect(row).toContainText('1-3: ₹1,500');
    await expect(row).toContainText('4-20: ₹100');
    await row.getByRole('button', { name: `Make Active: ${name}` }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('status')).toContainText('Pool Activated!');
    await expect(inactive.getByRole('rowheader', { name, exact: true })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Active Pool', exact: true }).click();
    await expect(page).toHaveURL(/[?&]tab=active-pool/);
    await expect(page.getByRole('table', { name: 'Active pools' }).getByRole('rowheader', { name, exact: true })).toBeVisible();
    // The backend has it active too: a reload lists it under Active Pool, not Inactive Pool.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Active pools' }).getByRole('rowheader', { name, exact: true })).toBeVisible();
    await page.goto('/dashboard/questions?tab=inactive-pool');
    await expect(page.getByRole('table', { name: 'Inactive pools' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Inactive pools' }).getByRole('rowheader', { name, exact: true })).toHaveCount(0);
  });
});
