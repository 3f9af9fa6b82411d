import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, openSignedIn } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

/** A 1×1 PNG, as an operator would pick it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Listed = Record<string, { question: string; questionImage: string; answers: string[]; correctAnswer: string; status: string }[]>;

async function listed(request: APIRequestContext, status: 'live' | 'not_live'): Promise<Listed> {
  const headers = { Authorization: `Bearer ${await apiToken(request, e2eApiUrl)}` };
  const answer = await request.post(`${e2eApiUrl}/questiontable/list`, { data: { status }, headers });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Listed;
}

test.describe('an operator drafting questions', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('generates blanks, fills them, uploads an image and saves them as draft; generates History questions with AI and saves them live', async ({ page, request }) => {
    test.setTimeout(120_000);
    page.on('dialog', (dialog) => void dialog.accept());
    const run = Date.now();
    await openSignedIn(page, request, e2eApiUrl, '/dashboard/questions?tab=generate');
    await expect(page.getByRole('tab', { name: 'Generate', selected: true })).toBeVisible();

    const count = page.getByRole('textbox', { name: /Number of blank questions/ });
    await count.fill('0');
    await page.getByRole('button', { name: 'Generate blanks' }).click();
    await expect(page.getByText('Enter a positive whole number')).toBeVisible();
    await count.fill('3');
    await page.getByRole('button', { name: 'Generate blanks' }).click();
    await expect(page.getByText('3 drafted questions')).toBeVisible();

    for (const number of [1, 2, 3]) {
      await page.getByRole('textbox', { name: `Text of question ${number}` }).fill(`E2E ${run} question ${number}?`);
      for (const answer of [1, 2, 3, 4]) {
        if (number === 3 && answer === 2) continue;
        await page.getByRole('textbox', { name: `Answer ${answer} of question ${number}` }).fill(`Answer ${answer}`);
      }
      await page.getByRole('radio', { name: `Answer 1 of question ${number} is correct` }).check();
    }
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fill every field' }).first()).toBeVisible();
    const missing = page.getByRole('textbox', { name: 'Answer 2 of question 3', exact: true });
    await expect(missing).toHaveAttribute('aria-invalid', 'true');
    await expect(missing).toBeFocused();
    await missing.fill('Answer 2');
    await expect(missing).not.toHaveAttribute('aria-invalid');

    await page.getByLabel('Image for question 1').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('img', { name: 'Preview: Image for question 1' });
    await expect(preview).toBeVisible();
    const imageUrl = await preview.getAttribute('src');
    expect(imageUrl).toMatch(/^https?:\/\//);

    // The unsaved drafts survive a reload (the page asks first: the dialog is accepted).
    await page.waitForTimeout(500);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Text of question 3', exact: true })).toHaveValue(`E2E ${run} question 3?`);
    await expect(page.getByRole('textbox', { name: 'Answer 2 of question 3', exact: true })).toHaveValue('Answer 2');

    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(page.getByText(/No drafted questions yet/)).toBeVisible();

    const notLive = (await listed(request, 'not_live')).General ?? [];
    const mine = notLive.filter((question) => question.question.startsWith(`E2E ${run} `));
    expect(mine.map((question) => question.question).sort()).toEqual([1, 2, 3].map((number) => `E2E ${run} question ${number}?`));
    expect(mine.every((question) => question.correctAnswer === 'Answer 1' && question.answers.length === 4)).toBe(true);
    expect(mine.find((question) => question.question.endsWith('question 1?'))?.questionImage).toBe(imageUrl);

    // AI questions on History, saved live.
    const liveBefore = (await listed(request, 'live')).History?.length ?? 0;
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(page.getByText('Enter a topic first!')).toBeVisible();
    await page.getByRole('textbox', { name: /Topic/ }).fill(`Mughal empire ${run}`);
    await page.getByRole('combobox', { name: 'Subject' }).fill('History');
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(page.getByText('Added 100 AI questions.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Text of question 1', exact: true })).toHaveValue(new RegExp(`Mughal empire ${run}`));
    await page.getByRole('button', { name: 'Save live' }).click();
    await expect(page.getByText('Saved!').first()).toBeVisible();
    await expect(page.getByText(/No drafted questions yet/)).toBeVisible({ timeout: 15_000 });
    const liveAfter = (await listed(request, 'live')).History ?? [];
    expect(liveAfter.length).toBe(liveBefore + 100);
    expect(liveAfter.filter((question) => question.question.includes(`Mughal empire ${run}`))).toHaveLength(100);
  });
});
