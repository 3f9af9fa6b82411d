import { expect, test } from '@playwright/test';
import { apiToken, greeting, openSignedIn } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

interface Question {
  _id: string;
  question: string;
  subject: string;
}

test.describe('an operator at a desk, in the Q&A Manager', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('makes a not-live question live and finds it under Live', async ({ page, request }) => {
    // A not-live question whose text no other question has, as the backend has them now.
    const headers = { Authorization: `Bearer ${await apiToken(request, e2eApiUrl)}` };
    const list = async (status: string) => Object.values((await (await request.post(`${e2eApiUrl}/questiontable/list`, { data: { status }, headers })).json()) as Record<string, Question[]>).flat();
    const notLive = await list('not_live');
    const all = [...notLive, ...(await list('live'))];
    const chosen = notLive.find((question) => question.question.trim() && all.filter((other) => other.question === question.question).length === 1);
    if (!chosen) throw new Error('The backend has no not-live question with a text of its own');
    const inSubject = notLive.filter((question) => question.subject === chosen.subject).length;

    await openSignedIn(page, request, e2eApiUrl, `/dashboard/questions?tab=not-live&subject=${encodeURIComponent(chosen.subject)}`);
    await expect(page.getByRole('heading', { level: 1, name: greeting('Q&A Manager') })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Not Live' })).toHaveAttribute('aria-selected', 'true');
    const subjects = page.getByRole('group', { name: 'Not live questions: subjects' });
    await expect(subjects.getByRole('button', { name: `${chosen.subject} (${inSubject})` })).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByRole('article', { name: chosen.question, exact: true });
    await card.getByRole('button', { name: 'Make Live' }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('The question is live.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(subjects.getByRole('button', { name: `${chosen.subject} (${inSubject - 1})` })).toBeVisible();

    await page.getByRole('tab', { name: 'Live', exact: true }).click();
    await page.getByRole('group', { name: 'Live questions: subjects' }).getByRole('button', { name: new RegExp(`^${chosen.subject} \\(`) }).click();
    await expect(page.getByRole('article', { name: chosen.question, exact: true })).toBeVisible();
    // And the backend keeps it live.
    expect((await list('live')).some((question) => question._id === chosen._id)).toBe(true);
  });

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
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
    await page.reload();
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  });
});
