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

  test('generates 3 blanks, fills them, uploads an image, saves them as draft, finds them under Not Live, makes one live and finds it under Live; generates History questions with AI and saves them live', async ({ page, request }) => {
    test.setTimeout(120_000);
    // The browser's own questions (beforeunload on reload), accepted and noted.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
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

    // Leaving with the drafts unsaved asks first: another tab, Stay keeps them.
    await page.getByRole('tab', { name: 'Not Live' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave with unsaved questions?' });
    await expect(leave).toContainText('Your drafted questions are not saved to the server yet.');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Generate', selected: true })).toBeVisible();

    // The unsaved drafts survive a reload, which the browser asks about first (beforeunload).
    await page.waitForTimeout(500);
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await expect(page.getByRole('textbox', { name: 'Text of question 3', exact: true })).toHaveValue(`E2E ${run} question 3?`);
    await expect(page.getByRole('textbox', { name: 'Answer 2 of question 3', exact: true })).toHaveValue('Answer 2');

    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(page.getByText(/No drafted questions yet/)).toBeVisible();

    // Under Not Live, in the subject they were saved under (General), all three, the image on the first.
    await page.getByRole('tab', { name: 'Not Live' }).click();
    await expect(leave).toHaveCount(0);
    const notLive = page.getByRole('group', { name: 'Not live questions: subjects' });
    await notLive.getByRole('button', { name: /^General \(/ }).click();
    await expect(notLive.getByRole('button', { name: /^General \(/ })).toHaveAttribute('aria-pressed', 'true');
    const card = (number: number) => page.getByRole('article', { name: `E2E ${run} question ${number}?`, exact: true });
    for (const number of [1, 2, 3]) {
      await expect(card(number)).toBeVisible();
      await expect(card(number).getByRole('list', { name: 'Answers' }).getByRole('listitem')).toHaveText([/Answer 1\s*Correct$/, /Answer 2$/, /Answer 3$/, /Answer 4$/]);
    }
    await expect(card(1).getByRole('img', { name: 'Illustration for this question' })).toHaveAttribute('src', imageUrl ?? '');
    const generalCount = async () => Number(/\((\d+)\)/.exec((await notLive.getByRole('button', { name: /^General \(/ }).innerText()) ?? '')?.[1]);
    const before = await generalCount();

    // Make Live on the second: it leaves Not Live (its card keeps its place, marked 'Now live', so nothing slides
    // under the pointer) and shows under Live.
    await card(2).getByRole('button', { name: 'Make Live' }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('The question is live.')).toBeVisible();
    await expect(card(2).getByText('Now live')).toBeVisible();
    await expect(card(2).getByRole('button', { name: 'Make Live' })).toHaveCount(0);
    await expect(notLive.getByRole('button', { name: `General (${before - 1})` })).toBeVisible();
    await expect(card(1)).toBeVisible();
    await expect(card(3)).toBeVisible();
    await page.getByRole('tab', { name: 'Live', exact: true }).click();
    await page.getByRole('group', { name: 'Live questions: subjects' }).getByRole('button', { name: /^General \(/ }).click();
    await expect(card(2)).toBeVisible();
    await expect(card(1)).toHaveCount(0);

    // With nothing unsaved, reloading asks nothing.
    dialogs.length = 0;
    await page.goto('/dashboard/questions?tab=generate');
    await expect(page.getByText(/No drafted questions yet/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Generate', selected: true })).toBeVisible();
    expect(dialogs).toEqual([]);

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

test.describe('an operator on a phone whose save answer is lost', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('saves, hears nothing back (the backend saved them), reloads and saves again: each question is saved once', async ({ page, request }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    const run = Date.now();
    await openSignedIn(page, request, e2eApiUrl, '/dashboard/questions?tab=generate');
    await page.getByRole('textbox', { name: /Number of blank questions/ }).fill('2');
    await page.getByRole('button', { name: 'Generate blanks' }).click();
    for (const number of [1, 2]) {
      await page.getByRole('textbox', { name: `Text of question ${number}` }).fill(`Lost answer ${run} question ${number}?`);
      for (const answer of [1, 2, 3, 4]) await page.getByRole('textbox', { name: `Answer ${answer} of question ${number}` }).fill(`Answer ${answer}`);
      await page.getByRole('radio', { name: `Answer 1 of question ${number} is correct` }).check();
    }
    // The first save reaches the backend, which saves both, but the connection drops before the answer.
    const keys: string[] = [];
    await page.route(
      '**/api/questiontable',
      async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/questiontable') && keys.length > 0) keys.push(sent.headers()['idempotency-key'] ?? '');
    });
    const saved = async () => ((await listed(request, 'not_live')).General ?? []).filter((question) => question.question.startsWith(`Lost answer ${run}`));
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Save failed')).toBeVisible();
    expect(await saved()).toHaveLength(2);

    // The drafts are still here after a reload; saving them again adds nothing.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Text of question 2', exact: true })).toHaveValue(`Lost answer ${run} question 2?`);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(page.getByText(/No drafted questions yet/)).toBeVisible();
    expect((await saved()).map((question) => question.question)).toEqual([`Lost answer ${run} question 1?`, `Lost answer ${run} question 2?`]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.slice(1)).toContain(keys[0]);
  });

  test('saves, hears nothing back, edits one and saves again: asked, it keeps the edit as another question, and nothing is saved twice', async ({ page, request }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    const run = Date.now();
    const text = (number: number) => `Edited after loss ${run} question ${number}?`;
    await openSignedIn(page, request, e2eApiUrl, '/dashboard/questions?tab=generate');
    await page.getByRole('textbox', { name: /Number of blank questions/ }).fill('2');
    await page.getByRole('button', { name: 'Generate blanks' }).click();
    for (const number of [1, 2]) {
      await page.getByRole('textbox', { name: `Text of question ${number}` }).fill(text(number));
      for (const answer of [1, 2, 3, 4]) await page.getByRole('textbox', { name: `Answer ${answer} of question ${number}` }).fill(`Answer ${answer}`);
      await page.getByRole('radio', { name: `Answer 1 of question ${number} is correct` }).check();
    }
    await page.route(
      '**/api/questiontable',
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    const saved = async () => ((await listed(request, 'live')).General ?? []).filter((question) => question.question.startsWith(`Edited after loss ${run}`)).map((question) => question.question);
    await page.getByRole('button', { name: 'Save live' }).click();
    await expect(page.getByText('Save failed')).toBeVisible();
    expect(await saved()).toHaveLength(2);

    // Question 2 edited: the backend refuses the save (409 savedAlready) and saves nothing; question 1, unchanged, goes as saved.
    await page.getByRole('textbox', { name: 'Text of question 2' }).fill(`${text(2)} Edited`);
    await page.getByRole('button', { name: 'Save live' }).click();
    const note = page.getByRole('group', { name: new RegExp(`^Question 1 was saved already, by you at .+ IST, live: “${text(2).replace(/[?]/g, '\\?')}”`) });
    await expect(note).toBeVisible();
    expect(await saved()).toHaveLength(2);
    await note.getByRole('button', { name: 'Keep mine as a new draft' }).click();
    await page.getByRole('button', { name: 'Save live' }).click();
    await expect(page.getByText(/No drafted questions yet/)).toBeVisible();
    expect((await saved()).sort()).toEqual([text(1), text(2), `${text(2)} Edited`].sort());
  });
});
