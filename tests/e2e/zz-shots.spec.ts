import { test } from '@playwright/test';
import { openSignedIn } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

const tabs = ['generate', 'live', 'not-live', 'quizdetails', 'inactive-quiz', 'active-quiz', 'create-pool', 'active-pool', 'inactive-pool'];
for (const width of [375, 1280]) {
  test(`shots ${width}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const tab of tabs) {
      await openSignedIn(page, request, e2eApiUrl, `/dashboard/questions?tab=${tab}`);
      await page.waitForTimeout(1200);
      if (tab === 'generate') {
        await page.getByRole('textbox', { name: /Number of blank questions/ }).fill('2');
        await page.getByRole('button', { name: 'Generate blanks' }).click();
        await page.getByRole('button', { name: 'Save as draft' }).click();
        await page.waitForTimeout(300);
      }
      await page.screenshot({ path: `/tmp/qa-shots/${width}-${tab}.png`, fullPage: width === 375 });
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(width, tab, 'scrollWidth', sw);
      if (tab === 'generate') { await page.evaluate(() => localStorage.clear()); }
    }
  });
}
