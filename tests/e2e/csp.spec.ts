import { expect, test, type Page } from '@playwright/test';
import { dashboardTabs } from '../../src/paths.ts';
import { expectSignedIn, menuLink, tabHeading, openSignedIn } from './backOffice.ts';
import { e2eAdTagId, e2eApiUrl } from './servers.ts';

/**
 * The production build's Content-Security-Policy (scripts/prerender/csp.ts) lets every page do
 * all it does: the public pages load, hydrate and embed their survey, the ad-conversion tag
 * runs on /forms once allowed, the back-office signs in and shows its tabs, the editor and
 * the toasts get their libraries' styles, and no page reports a single violation.
 */

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/;

/**
 * Every violation the page reports: the securitypolicyviolation event (listened for before any
 * of the page's code runs) and Chromium's console messages about the policy, which also cover
 * what the event does not (a directive the <meta> form ignores).
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => report(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} sample ${event.sample}`),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`console ${message.type()}: ${message.text()}`);
  });
  return violations;
}

/**
 * Resolves once no request but the live-updates stream has been in flight for 500 ms: the
 * back-office keeps that stream open for as long as it is signed in, so it is never
 * 'networkidle'. Start it before the action whose calls it waits for.
 */
function callsSettled(page: Page): () => Promise<void> {
  const open = new Set<unknown>();
  const counted = (request: { url(): string }) => !request.url().endsWith('/events');
  page.on('request', (request) => {
    if (counted(request)) open.add(request);
  });
  const done = (request: unknown) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    let quietSince = Date.now();
    await expect
      .poll(() => {
        if (open.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500;
      }, { intervals: [100] })
      .toBe(true);
  };
}

/** The outside world the pages reach, answered locally (the machine has no internet). */
async function stubOutside(page: Page) {
  await page.route('https://docs.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Survey</title><p>Survey</p>' }));
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__adTagRan = true;' }));
  const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  await page.route(/^https:\/\/(i\.pravatar\.cc|flagcdn\.com)\//, (route) => route.fulfill({ contentType: 'image/png', body: pixel }));
}

/** The policy a page arrived with: present, first in <head>, and strict about scripts. */
async function expectPolicy(page: Page, path: string) {
  const response = await page.request.get(path);
  const html = await response.text();
  const policy = POLICY_META.exec(html)?.[1] ?? '';
  expect(policy, `${path} has no Content-Security-Policy`).not.toBe('');
  expect(html.indexOf('http-equiv="Content-Security-Policy"'), path).toBeLessThan(html.search(/<(script|link|style)\b/));
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  expect(policy).toMatch(new RegExp(`connect-src [^;]*${e2eApiUrl.replace(/[.:/]/g, '\\$&')}`));
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await stubOutside(page);
});

for (const path of ['/', '/blog', '/about']) {
  test(`${path} loads and hydrates under the policy without a violation`, async ({ page }) => {
    const violations = await watchPolicy(page);
    await expectPolicy(page, path);
    await page.goto(path);
    // The inline loader ran (by its hash) and the app's chunks took the page over.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('/blog/123 hydrates, and the toast its Copy Link raises gets its style', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const violations = await watchPolicy(page);
  await expectPolicy(page, '/blog/123');
  await page.goto('/blog/123');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Copy Link', exact: true }).first().click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  // sonner's <style> was let in by its hash: the browser made a style sheet of it.
  const sonnerStyle = await page.evaluate(() => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('[data-sonner-toaster]')).map((style) => style.sheet !== null));
  expect(sonnerStyle).toEqual([true]);
  expect(violations).toEqual([]);
});

test('/forms embeds its survey and runs the ad-conversion tag once allowed, without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await expectPolicy(page, '/forms');
  await page.goto('/forms');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const survey = page.locator('iframe').first();
  await survey.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe').first().getByText('Survey')).toBeVisible();
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Allow' }).click();
  await expect(page.locator(`script[data-ad-conversion-tag="${e2eAdTagId}"]`)).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __adTagRan?: boolean }).__adTagRan === true)).toBe(true);
  expect(violations).toEqual([]);
});

test('/login2 starts the back-office from app.html without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await expectPolicy(page, '/login2');
  await page.goto('/login2');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('/dashboard and each of its tabs, signed in, call the API and show its data without a violation', async ({ page, request }) => {
  const violations = await watchPolicy(page);
  // This machine has no internet: every photo must come from the stand-in backend (issue 26).
  const failedPictures: string[] = [];
  page.on('requestfailed', (failed) => {
    if (failed.resourceType() === 'image') failedPictures.push(failed.url());
  });
  await expectPolicy(page, '/dashboard');
  const settled = callsSettled(page);
  await openSignedIn(page, request, e2eApiUrl, '/dashboard');
  await expectSignedIn(page);
  await settled();
  for (const tab of dashboardTabs.slice(1)) {
    await menuLink(page, tab.label).click();
    await expect(page.getByRole('heading', { level: 1, name: tabHeading(tab.label) })).toBeVisible();
    await settled();
  }
  // The live-updates stream is open, under the same policy.
  await expect(page.getByText('Live updates are off. Reconnecting…')).toHaveCount(0);
  expect(violations).toEqual([]);
  expect(failedPictures).toEqual([]);
  // The photos are drawn, not the initials shown when one fails.
  await page.getByRole('link', { name: 'Earnings', exact: true }).click();
  const photo = page.getByRole('table', { name: 'Earnings by consultant' }).locator('img').first();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await page.getByRole('table', { name: 'Earnings by consultant' }).getByRole('img', { name: /\(no photo\)$/ }).count()).toBe(0);
});

test('/editor gets the editor library its style, without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/editor');
  await expect(page.getByRole('textbox', { name: 'Question text' })).toBeVisible();
  const tiptapStyle = await page.evaluate(() => [...document.querySelectorAll('style[data-tiptap-style]')].map((style) => (style as HTMLStyleElement).sheet !== null));
  expect(tiptapStyle).toEqual([true]);
  expect(violations).toEqual([]);
});
