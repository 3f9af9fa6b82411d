import { expect, test } from '@playwright/test';
import { openSignedIn } from './backOffice.ts';
import { e2eApiUrl, e2eWebUrl } from './servers.ts';

const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('a writer drafts a question in the editor: bold by shortcut and button, an image by web address, data images refused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Open without signing in, as SPEC.md shows it; no menu links here.
  await page.goto('/editor');
  await expect(page).toHaveURL('/editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Question editor' })).toBeVisible();
  const area = page.getByRole('textbox', { name: 'Question text' });
  await expect(area).toHaveText('Start writing your question...');

  // Types over the starting text; the placeholder shows once it is empty.
  await area.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(area.locator('p.is-editor-empty')).toHaveAttribute('data-placeholder', 'Write your question here…');
  await page.keyboard.type('Which city is the capital of ');

  // Bold by the shortcut, then off again.
  const bold = page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' });
  await expect(bold).toHaveAttribute('aria-keyshortcuts', /B$/);
  await page.keyboard.press('ControlOrMeta+B');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('India');
  await page.keyboard.press('ControlOrMeta+B');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('?');
  await expect(area.locator('strong')).toHaveText('India');
  await expect(area).toHaveText('Which city is the capital of India?');

  // A numbered list by its button.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Numbered list' }).click();
  await expect(page.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Mumbai');
  await expect(area.locator('ol > li')).toHaveText('Mumbai');
  await expect(area.locator('p').first()).toHaveText('Which city is the capital of India?');

  // Bold by the button: everything.
  await page.keyboard.press('ControlOrMeta+A');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(area.locator('strong')).toHaveText(['Which city is the capital of India?', 'Mumbai']);
  // Clicking after 'Mumbai' puts the cursor there, so the image goes below the list.
  await area.locator('li').last().click();

  // An image by its web address.
  const insertImage = page.getByRole('button', { name: 'Insert Image' });
  await insertImage.click();
  let dialog = page.getByRole('dialog', { name: 'Insert Image' });
  await dialog.getByRole('textbox', { name: 'Image URL' }).fill(`${e2eWebUrl}/favicon.svg`);
  await dialog.getByRole('textbox', { name: 'Description (alt text)' }).fill('Site logo');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
  const image = area.getByRole('img', { name: 'Site logo' });
  await expect(image).toHaveAttribute('src', `${e2eWebUrl}/favicon.svg`);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expect(area.locator('strong')).toHaveText(['Which city is the capital of India?', 'Mumbai']);

  // A data: address is refused with its reason, and nothing goes in.
  await insertImage.click();
  dialog = page.getByRole('dialog', { name: 'Insert Image' });
  await dialog.getByRole('textbox', { name: 'Image URL' }).fill(pixel);
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByText('Images written into the address (data:) are not accepted.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Image URL' })).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(area.getByRole('img')).toHaveCount(1);

  // A picture pasted by value is refused too.
  await area.click();
  await area.evaluate((element, src) => {
    const transfer = new DataTransfer();
    transfer.setData('text/html', `<img src="${src}" alt="pasted">`);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, pixel);
  await expect(page.getByRole('alert')).toHaveText('Pasted or dropped images are not accepted. Insert an image by its web address with Insert Image.');
  await expect(area.getByRole('img')).toHaveCount(1);
});

test('the editor works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/editor');
  const area = page.getByRole('textbox', { name: 'Question text' });
  await expect(area).toHaveText('Start writing your question...');
  await area.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.getByRole('button', { name: 'Italic' }).click();
  await expect(area.locator('em')).toHaveText('Start writing your question...');
  await expect(page.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  // Nothing spills sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('Tiptap loads only with the editor: not on the landing page, nor in the Q&A Manager', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  // ProseMirror is the engine under Tiptap: its name is in the code of every Tiptap build.
  const loadedTiptap = async () => {
    for (const url of scripts) if ((await (await request.get(url)).text()).includes('ProseMirror')) return true;
    return false;
  };

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openSignedIn(page, request, e2eApiUrl, '/dashboard/questions?tab=generate');
  await expect(page.getByRole('button', { name: 'Generate blanks' })).toBeVisible();
  await page.getByRole('tab', { name: 'Not Live' }).click();
  await expect(page.getByRole('group', { name: 'Not live questions: subjects' })).toBeVisible();
  expect(scripts.size).toBeGreaterThan(0);
  expect(await loadedTiptap()).toBe(false);

  await page.goto('/editor');
  await expect(page.getByRole('textbox', { name: 'Question text' })).toHaveText('Start writing your question...');
  expect(await loadedTiptap()).toBe(true);
});
