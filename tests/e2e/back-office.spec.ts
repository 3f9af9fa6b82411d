import { expect, test } from '@playwright/test';
import { expectSignedIn, signIn, storedToken } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

test.describe('an operator at a desk', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('signs in with the code, works, logs out, and the old token is refused', async ({ page, request }) => {
    await page.goto('/login2');
    await signIn(page);
    await expect(page).toHaveURL('/dashboard');
    await expectSignedIn(page);
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    const before = await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
    expect(before.status()).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login2');
    expect(await storedToken(page)).toBeNull();
    const after = await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    await page.goto('/dashboard/earnings');
    await expect(page).toHaveURL('/login2');
  });
});
