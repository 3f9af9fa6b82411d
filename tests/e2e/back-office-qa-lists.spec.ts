import { expect, test } from '@playwright/test';
import { openSignedIn } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

test.describe('an operator at a desk, in the Q&A Manager', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('creates a quiz and finds it in its list', async ({ page, request }) => {
    await openSignedIn(page, request, e2eApiUrl, '/dashboard/questions?tab=inactive-quiz');
    await expect(page.getByRole('tab', { name: 'inactive quiz' })).toHaveAttribute('aria-selected', 'true');
    const name = `Rivers of India ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Create quiz' });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Prize/).fill('₹1,500');
    await form.getByLabel(/^Entry fee/).fill('abc');
    await form.getByLabel(/^Time per question/).fill('20');
    await form.getByLabel(/^Number of questions/).fill('10');
    const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await form.getByLabel(/^Start time/).fill(local);
    await form.getByLabel(/^Domain/).fill('Geography');
    await form.getByRole('button', { name: 'Add quiz' }).click();
    await expect(form.getByLabel(/^Entry fee/)).toHaveAccessibleDescription(/^Entry fee must be a number/);
    await form.getByLabel(/^Entry fee/).fill('30');
    await form.getByRole('button', { name: 'Add quiz' }).click();
    await expect(form.getByText('Quiz added successfully!')).toBeVisible();
    const table = page.getByRole('table', { name: 'Inactive quizzes' });
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await page.reload();
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
  });
});
