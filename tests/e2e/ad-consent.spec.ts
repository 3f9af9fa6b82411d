import { expect, test, type Page } from '@playwright/test';
import { e2eAdTagId } from './servers.ts';

/** Answers the tag's script locally (the machine has no internet) and counts the requests. */
async function stubTagServer(page: Page) {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__adTagRan = true;' });
  });
  return requests;
}

const tagScript = (page: Page) => page.locator(`script[data-ad-conversion-tag="${e2eAdTagId}"]`);

test('the ad-conversion tag loads only on a survey page, only after consent, and goes when consent is withdrawn', async ({ page }) => {
  const requests = await stubTagServer(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '1:1 conversation with Content Creators' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect(tagScript(page)).toHaveCount(0);

  await page.goto('/forms');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  // Consent defaults to denied: nothing is fetched while the question is open.
  await expect(tagScript(page)).toHaveCount(0);
  expect(requests).toEqual([]);

  await banner.getByRole('button', { name: 'Allow' }).click();
  await expect(tagScript(page)).toHaveCount(1);
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toContain(`id=${e2eAdTagId}`);

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await expect(tagScript(page)).toHaveCount(0);
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], e2eAdTagId)).toBe(true);

  // The choice is remembered: back on a survey page, still declined and nothing loads.
  await page.goto('/forms2');
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(tagScript(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);
});
