import { expect, test } from '@playwright/test';
import { apiToken } from './backOffice.ts';
import { e2eApiUrl } from './servers.ts';

test('a visitor lands on the home page, loses the way and finds home again', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '1:1 conversation with Content Creators' })).toBeVisible();

  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: '404 NOT FOUND' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: '1:1 conversation with Content Creators' })).toBeVisible();
});

test('the dashboard without a session sends the operator to the sign-in page', async ({ page }) => {
  await page.goto('/dashboard/earnings');
  await expect(page).toHaveURL('/login2');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
});

test('the stand-in backend answers 401 without a session, then the contract, and refuses bad bodies', async ({ request }) => {
  expect((await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {} })).status()).toBe(401);
  expect((await request.get(`${e2eApiUrl}/bookings`)).status()).toBe(401);
  const headers = { Authorization: `Bearer ${await apiToken(request, e2eApiUrl)}` };
  const earnings = await request.post(`${e2eApiUrl}/earnings_dashboard`, { data: {}, headers });
  expect(earnings.ok()).toBe(true);
  const { consultants } = (await earnings.json()) as { consultants: unknown[] };
  expect(consultants.length).toBeGreaterThanOrEqual(30);

  const bad = await request.post(`${e2eApiUrl}/settle_payment`, { data: { dataid: 42 }, headers });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toMatch(/\w/);
});

test('chat calls are relative to the web app and reach the backend through it', async ({ request }) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, e2eApiUrl)}` };
  const rooms = await request.post('/api/chat-rooms', { data: {}, headers });
  expect(rooms.ok()).toBe(true);
  expect(((await rooms.json()) as unknown[]).length).toBe(5);
});
