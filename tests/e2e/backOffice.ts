/** Steps the back-office journeys share: signing in through /login2 with the test code. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { e2eApiUrl, e2eOtp } from './servers.ts';

const seed = JSON.parse(readFileSync(new URL('../../db.json', import.meta.url), 'utf8')) as { operators: { phoneNumber: string; name: string; role: string }[] };
/**
 * The operators the journeys sign in as. The backend sends at most 5 codes per number in 5
 * minutes, so the long journey signs in as the second one and each keeps room for CI's retry.
 */
export const operator = seed.operators[0]!;
export const secondOperator = seed.operators[1]!;

/** The seed's operator of `role` (issue 48: what a role may not do it is refused), for the steps only that role may take. */
function operatorWithRole(role: string) {
  const found = seed.operators.find((entry) => entry.role === role);
  if (!found) throw new Error(`db.json has no ${role} operator`);
  return found;
}
/** Rohan Iyer: marks app issues solved, verifies consultants. */
export const supportOperator = operatorWithRole('support');
/** Sana Qureshi: sends push notifications, changes questions, quizzes and pools. */
export const contentOperator = operatorWithRole('content');

/** The number as typed on /login2 beside the +91 picker: the seed keeps it in international form. */
export const nationalNumber = (phoneNumber: string) => phoneNumber.replace(/^\+91/, '');

/** Text to match as it is inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A back-office tab's own heading, the page's h1 (issue 26): the tab's name. */
export const tabHeading = (tab: string) => new RegExp(`^${literally(tab)}$`);

/** A tab's link in the dashboard menu, by the tab's name: a count beside it (named 'Approvals (2 waiting)') is allowed. */
export const menuLink = (page: Page, tab: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: new RegExp(`^${literally(tab)}(\\s*\\(\\d+ waiting\\))?$`) });

/** SPEC.md's greeting (morning, afternoon or evening by the clock) of an operator, by the first of their names (issue 26). */
export const greetingOf = (name: string) => new RegExp(`^Good (Morning|Afternoon|Evening), ${name.split(' ')[0]}$`);

/** Signs in at /login2; `reloadAtCodeStep` reloads the page once the code boxes show, as a phone's browser may while the SMS is read. */
export async function signIn(page: Page, phoneNumber = operator.phoneNumber, { reloadAtCodeStep = false } = {}) {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(nationalNumber(phoneNumber));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // The code field, or the reason there is none (such as too many codes this hour), at once.
  const codeField = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  const refusal = page.getByRole('alert');
  await expect(codeField.or(refusal).first()).toBeVisible();
  if ((await refusal.count()) > 0) throw new Error(`Send OTP was refused: ${await refusal.first().innerText()}`);
  if (reloadAtCodeStep) {
    let sends = 0;
    const countSends = (request: { url: () => string }) => void (request.url().endsWith('/auth/send-otp') && (sends += 1));
    page.on('request', countSends);
    await page.reload();
    // The code step comes back, and no second code is sent.
    await expect(codeField).toBeVisible();
    await expect(page.getByRole('status')).toContainText('a 6-digit code is on its way');
    page.off('request', countSends);
    expect(sends).toBe(0);
  }
  await codeField.click();
  await page.keyboard.type(e2eOtp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** The session cookie the browser keeps (HttpOnly: page script cannot read it), to try its token against the backend. */
export async function sessionCookie(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies(e2eApiUrl);
  return cookies.find((cookie) => cookie.name === 'consult_session')?.value ?? null;
}

/** Everything page script can read that could hold a session: both web storages and the cookies it sees. */
export async function pageView(page: Page): Promise<string> {
  return page.evaluate(() => {
    const all = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => `${storage.key(index)}=${storage.getItem(storage.key(index) ?? '')}`);
    return [...all(window.localStorage), ...all(window.sessionStorage), document.cookie].join('\n');
  });
}

export async function expectSignedIn(page: Page, tab = 'Dashboard') {
  await expect(page.getByRole('heading', { level: 1, name: tabHeading(tab) })).toBeVisible();
  // The header greets whichever operator signed in.
  await expect(page.getByText(/^Good (Morning|Afternoon|Evening), \S+$/)).toBeVisible();
}

const cached = new Map<string, VerifyAnswer>();

interface VerifyAnswer {
  /** Answered to API clients (no Origin header), as to this test's request context. */
  token: string;
  user: { _id: string; name: string; phoneNumber: string };
  expiresAt: string;
}

/**
 * A session from the backend itself (the first operator's): one sign-in per test worker,
 * however many journeys ask, none of which logs it out. The backend sends at most 5 codes per
 * number in 5 minutes, so journeys that are not about signing in start from this session.
 */
async function apiSession(request: APIRequestContext, apiUrl: string, as = operator): Promise<VerifyAnswer> {
  const known = cached.get(as.phoneNumber);
  if (known) return known;
  const body = { countryCode: '+91', phoneNumber: nationalNumber(as.phoneNumber) };
  expect((await request.post(`${apiUrl}/auth/send-otp`, { data: body })).ok()).toBe(true);
  const verified = await request.post(`${apiUrl}/auth/verify-otp`, { data: { ...body, otp: e2eOtp } });
  expect(verified.ok()).toBe(true);
  const answer = (await verified.json()) as VerifyAnswer;
  cached.set(as.phoneNumber, answer);
  return answer;
}

/** A session token from the backend itself (the first operator's unless `as` says), for journeys that call it directly. */
export async function apiToken(request: APIRequestContext, apiUrl: string, as = operator): Promise<string> {
  return (await apiSession(request, apiUrl, as)).token;
}

/**
 * Opens `path` of the back-office already signed in, as the browser is after /login2 (the
 * sign-in itself has journeys of its own): the session's HttpOnly cookie in the browser
 * context, and the operator's details in its local storage, shared by every tab. Once any
 * tab signs out the details are not put back, so a journey that logs out signs in through
 * /login2 instead.
 */
export async function openSignedIn(page: Page, request: APIRequestContext, apiUrl: string, path: string, as = operator) {
  const { token, user, expiresAt } = await apiSession(request, apiUrl, as);
  await page.context().addCookies([{ name: 'consult_session', value: token, url: apiUrl, httpOnly: true, sameSite: 'Strict' }]);
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('consult.signedOut') && !window.localStorage.getItem('consult.session')) window.localStorage.setItem('consult.session', value);
  }, JSON.stringify({ user, expiresAt }));
  await page.goto(path);
}
