/** Steps the back-office journeys share: signing in through /login2 with the test code. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { e2eOtp } from './servers.ts';

const seed = JSON.parse(readFileSync(new URL('../../db.json', import.meta.url), 'utf8')) as { operators: { phoneNumber: string; name: string }[] };
export const operator = seed.operators[0]!;

/** SPEC.md: 'Good Morning, Dashboard' (morning, afternoon or evening by the clock). */
export const greeting = (tab: string) => new RegExp(`^Good (Morning|Afternoon|Evening), ${tab}$`);

export async function signIn(page: Page, phoneNumber = operator.phoneNumber) {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(e2eOtp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** The session token the page keeps, to try it against the backend afterwards. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('consult.session') ?? 'null') as { token?: string } | null)?.token ?? null);
}

export async function expectSignedIn(page: Page, tab = 'Dashboard') {
  await expect(page.getByRole('heading', { level: 1, name: greeting(tab) })).toBeVisible();
}

/** A session token from the backend itself, for journeys that call it directly. */
export async function apiToken(request: APIRequestContext, apiUrl: string): Promise<string> {
  const body = { countryCode: '+91', phoneNumber: operator.phoneNumber };
  expect((await request.post(`${apiUrl}/auth/send-otp`, { data: body })).ok()).toBe(true);
  const verified = await request.post(`${apiUrl}/auth/verify-otp`, { data: { ...body, otp: e2eOtp } });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}
