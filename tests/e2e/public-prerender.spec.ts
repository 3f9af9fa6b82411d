import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 9: the public pages arrive as HTML a crawler can read without running a script, an
 * unknown path answers 404, and the app takes the prerendered pages over without a
 * hydration error. Runs against the production build in `vite preview` (playwright.config.ts).
 */

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const metaOf = (html: string, key: string) => attribute(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

test('the HTML of /blog/123 carries its title and sharing tags before any script runs', async ({ request }) => {
  const response = await request.get('/blog/123');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = 'How a 1:1 video call works, and how to get ready for yours | ChitChat';
  expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(title);
  expect(metaOf(html, 'og:title')).toBe(title);
  expect(metaOf(html, 'og:type')).toBe('article');
  expect(metaOf(html, 'og:description')).toMatch(/^A quiet corner, a steady connection/);
  expect(metaOf(html, 'description')).toBe(metaOf(html, 'og:description'));
  expect(metaOf(html, 'og:url')).toMatch(/\/blog\/123$/);
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  const image = metaOf(html, 'og:image') ?? '';
  expect(image).toMatch(/\/og\/cover-video-call\.png$/);
  expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(metaOf(html, 'og:url'));
  // The content itself, in the HTML: the post's heading and its author.
  expect(html).toMatch(/<h1[^>]*>How a 1:1 video call works, and how to get ready for yours<\/h1>/);
  expect(html).toContain('Ananya Iyer');
  // The preview image is there to fetch.
  const png = await request.get(new URL(image).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
});

test('a page renders with scripts off: the prerendered content is the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: /How a 1:1 video call works/ }).first()).toBeVisible();
  await context.close();
});

test('an unknown path answers 404 with the not-found page; the back-office stays the app', async ({ request, page }) => {
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('404 NOT FOUND');
  expect((await request.get('/blog/999')).status()).toBe(404);
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);

  const dashboard = await request.get('/dashboard/earnings');
  expect(dashboard.status()).toBe(200);
  expect(await dashboard.text()).toContain('<div id="root"></div>');

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 NOT FOUND' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** Console errors and uncaught errors while the page loads and settles, bar the 404 of a page answered 404 on purpose. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const path of ['/', '/blog', '/blog/123']) {
  test(`${path} is taken over without a hydration error, and stays the same page`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = collectErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    const heading = page.getByRole('heading', { level: 1 });
    const headingText = await heading.textContent();
    // Hydrated: a control that only works with React attached answers.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(heading).toHaveText(headingText ?? '');
    // The post's sections are part of its HTML (issue 27), and stay once the page is live.
    if (path === '/blog/123') await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a filtered blog link takes the prerendered list over, then filters it, without an error', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/blog?category=Marketing', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'false');
  expect(errors).toEqual([]);
});

test('a button pressed before the page is live is pressed again once it is', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const errors = collectErrors(page);
  // The app's code is held on the network until the button has been pressed.
  let release = () => {};
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await pressed;
    await route.continue();
  });
  await page.goto('/');
  expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' })).toBeVisible();
  expect(errors).toEqual([]);
});

const POST_TITLE = 'How a 1:1 video call works, and how to get ready for yours';
const FIRST_SECTION = 'What happens when you tap Join';

/** Holds the app's entry script on the network until released, so a test sees the page as its HTML made it. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('/blog/123 loaded directly shows the whole article at once, and the app takes it over without a Loading... or an error', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = collectErrors(page);
  // Whether 'Loading...' is ever on the page, from its first node to the end of the test.
  await page.addInitScript(() => {
    const seen = { loading: false };
    Object.assign(window, { articleLoadingSeen: seen });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading...')) seen.loading = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const release = await holdEntryScript(page);
  await page.goto('/blog/123');
  // Before any of the app's code: the article, its anchored headings and the table of contents.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: FIRST_SECTION })).toHaveAttribute('id', 'heading-0');
  await expect(main.getByRole('region', { name: 'Summary' })).toHaveAttribute('id', 'summary');
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await expect(toc).toBeVisible();
  await expect(toc.getByRole('link').first()).toHaveAttribute('href', '#introduction');
  await main.getByRole('heading', { level: 2, name: FIRST_SECTION }).evaluate((heading) => heading.setAttribute('data-from-html', ''));

  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // Past the simulated load of a post opened in the app: nothing was loaded again.
  await page.waitForTimeout(1500);
  await expect(main.locator('h2[data-from-html]')).toHaveText(FIRST_SECTION);
  expect(await page.evaluate(() => (window as unknown as { articleLoadingSeen: { loading: boolean } }).articleLoadingSeen.loading)).toBe(false);
  // Live: the table of contents moves focus to the section it names.
  await toc.getByRole('link', { name: 'Summary' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Summary' })).toBeInViewport();
  expect(errors).toEqual([]);
});

test("a post opened by a link inside the app shows 'Loading...' until its sections arrive", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/blog');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('link', { name: POST_TITLE }).first().click();
  await expect(page).toHaveURL(/\/blog\/123$/);
  await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: FIRST_SECTION })).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('Loading...')).toBeHidden();
  expect(errors).toEqual([]);
});

test("a post's page asks for its route's code beside the entry, not after it", async ({ page, request }) => {
  const html = await (await request.get('/blog/123')).text();
  const preloads = JSON.parse(attribute(html, /<script type="application\/json" id="module-preloads">([^<]*)<\/script>/) ?? '[]') as string[];
  const postChunk = preloads.find((href) => /\/BlogPostPage-[^/]+\.js$/.test(href));
  expect(postChunk, preloads.join(' ')).toBeDefined();
  // Every chunk the post's chunk imports is preloaded with it.
  const code = await (await request.get(postChunk ?? '')).text();
  const imported = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => `/assets/${match[1]}`).filter((href) => !/\/index-[^/]+\.js$/.test(href));
  expect(imported.length).toBeGreaterThan(0);
  for (const href of imported) expect(preloads).toContain(href);

  // While the entry is held, the post's chunk is already asked for.
  const release = await holdEntryScript(page);
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === postChunk);
  await page.goto('/blog/123');
  await asked;
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
});

test('the HTML carries schema.org data: BlogPosting for a post, Organization and WebSite for the landing page', async ({ request }) => {
  const jsonLd = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
  };
  const [posting] = await jsonLd('/blog/123');
  expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: POST_TITLE, author: { name: 'Ananya Iyer' }, datePublished: '2024-10-12' });
  const [site] = await jsonLd('/');
  const graph = (site?.['@graph'] ?? []) as { '@type': string }[];
  expect(graph.map((thing) => thing['@type'])).toEqual(['Organization', 'WebSite']);
});
