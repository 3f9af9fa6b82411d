import { expect, test, type Page } from '@playwright/test';

const visibleSlideTitle = (page: Page) =>
  page.getByRole('region', { name: 'Features' }).getByRole('group').filter({ visible: true }).getByRole('heading').first();

test.describe('a visitor on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens the menu, steps the carousel past both ends, then reads a filtered blog post', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '1:1 conversation with Content Creators' })).toBeVisible();

    // The menu collapses behind a toggle.
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy Policy' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    // One card at a time; Next wraps after the last, Previous before the first.
    await expect(visibleSlideTitle(page)).toHaveText('Video Call');
    const next = page.getByRole('button', { name: 'Next slide' });
    await next.click();
    await expect(visibleSlideTitle(page)).toHaveText('Phone Call');
    await next.click();
    await expect(visibleSlideTitle(page)).toHaveText('Messaging');
    await next.click();
    await expect(visibleSlideTitle(page)).toHaveText('Video Call');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(visibleSlideTitle(page)).toHaveText('Messaging');

    // The blog: filter by a category, open a post.
    await page.goto('/blog');
    await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Marketing' }).click();
    await expect(page.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'TECHNOLOGY' })).toHaveCount(0);
    await page.getByRole('link', { name: 'How creators set their rates (and keep their calendar full)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How creators set their rates (and keep their calendar full)' })).toBeVisible();
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByText('Loading...')).toBeHidden({ timeout: 5000 });
    // The table of contents is for large screens only.
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeHidden();
  });
});

test.describe('a reader on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens a post from the blog, sees the table of contents once it has loaded, and it jumps to the summary', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('link', { name: 'How a 1:1 video call works, and how to get ready for yours' }).first().click();
    await expect(page.getByText('TECHNOLOGY', { exact: true })).toBeVisible();
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeHidden();
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc).toBeVisible({ timeout: 5000 });
    await expect(toc.getByRole('link').first()).toHaveAttribute('href', '#introduction');
    await expect(toc.getByRole('link').last()).toHaveAttribute('href', '#summary');
    await toc.getByRole('link').last().click();
    await expect(page.locator('#summary')).toBeInViewport();
  });

  test('the navigation marks the page it is on', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await main.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Anytime')).toBeVisible();
    await expect(page).toHaveTitle(/Contact us/);
  });
});
