import { expect, test } from '@playwright/test';
import { apiToken, tabHeading, openSignedIn } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

test.describe('an operator at a desk', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('adds an important link, finds it after reload, and removes it', async ({ page, request }) => {
    await openSignedIn(page, request, e2eApiUrl, '/dashboard/links');
    await expect(page.getByRole('heading', { level: 1, name: tabHeading('Important Links') })).toBeVisible();
    const name = `Razorpay dashboard ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Add Link' });
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('textbox', { name: /^URL/ }).fill('https://dashboard.razorpay.com/');
    await form.getByRole('button', { name: 'Add Link' }).click();
    const table = page.getByRole('table', { name: 'Important links' });
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();

    await page.reload();
    const go = table.getByRole('link', { name: `Go to ${name} (opens in a new tab)` });
    await expect(go).toHaveAttribute('href', 'https://dashboard.razorpay.com/');
    await expect(go).toHaveAttribute('target', '_blank');
    await expect(go).toHaveAttribute('rel', 'noopener noreferrer');

    await table.getByRole('button', { name: `Remove ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove link' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Remove link' }).click();
    await expect(table.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('link', { name: /^Go to / }).first()).toBeVisible();
    await expect(table.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
  });

  test('sees quiz details with the players named', async ({ page, request }) => {
    // The newest match and its first player's name, as the backend has them now.
    const headers = { Authorization: `Bearer ${await apiToken(request, e2eApiUrl)}` };
    const matches = (await (await request.post(`${e2eApiUrl}/get-quiz-details`, { data: {}, headers })).json()) as {
      player1: { playerId: string; timestamp: string };
      player2: { playerId: string };
      quizDetails: { subject: string };
    }[];
    const newest = [...matches].sort((a, b) => b.player1.timestamp.localeCompare(a.player1.timestamp))[0];
    if (!newest) throw new Error('The backend has no quiz matches');
    const people = (await (await request.post(`${e2eApiUrl}/get-users-by-ids`, { data: { ids: [newest.player1.playerId] }, headers })).json()) as { name: string }[];
    const name = people[0]?.name;
    if (!name) throw new Error('The newest match has no named first player');

    await openSignedIn(page, request, e2eApiUrl, '/dashboard/quiz-details');
    await expect(page.getByRole('heading', { level: 1, name: tabHeading('Quiz Details') })).toBeVisible();
    const firstRow = page.getByRole('table', { name: 'Quiz matches' }).getByRole('row').nth(1);
    // The date is the row header; Player 1 and Subject are the first and third cells after it.
    await expect(firstRow.getByRole('cell').nth(0)).toHaveText(name);
    await expect(firstRow.getByRole('cell').nth(2)).toHaveText(newest.quizDetails.subject);
  });
});
